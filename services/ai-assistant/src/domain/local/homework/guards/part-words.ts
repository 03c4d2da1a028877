import type { Solved, StorySchema } from '../steps.js';
import { tidyText } from '../story/words.js';

/**
 * Ways English ties one number to another that no story reader models: "all but 6 of the 13 bars",
 * "misses 8 out of 14 lawns", "two books from a stack of 12" (a part of a whole, never one more
 * amount); "0.25 bottles on the first and second tables" (one amount said of two places: each, or
 * both together?); "-16 points" (a negative amount); "from 600 to 8917 bacteria" (two states of one
 * amount); "only some of them were working" (an amount never told). A reading that uses such a
 * number as a plain amount answers another story, so it is not shown.
 */
interface Rule {
  name: string;
  pattern: RegExp;
  /** When set, only these readings are wrong with the words. */
  only?: readonly StorySchema[];
  /** Readings that use these words. */
  readBy?: readonly StorySchema[];
}

const UNITS = '(?:[a-z]+ ){0,3}?';
const OWNER = '(?:a |an |the |his |her |their |its |my |your |all )?';
const MULTIPLYING: readonly StorySchema[] = ['equal-groups', 'rate', 'priced-items', 'parts-then-groups', 'parts-then-rate', 'rest-then-groups', 'sharing', 'parts-then-share', 'rest-then-share'];

const RULES: readonly Rule[] = [
  { name: 'all but a number', pattern: /\ball (?:of them |of the [a-z]+ )?(?:but|except(?: for)?) (?:\d|a |an |one |two |three |four |five |six |seven |eight |nine |ten )/ },
  { name: 'a part out of a whole', pattern: new RegExp(`\\b\\d+(?:\\.\\d+)? ${UNITS}(?:out of|from) ${OWNER}(?:[a-z]+ (?:of |containing |with ))?\\d`) },
  { name: 'one amount for two places', pattern: /\b(?:first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th) and (?:the )?(?:second|third|fourth|fifth|sixth|last|2nd|3rd|4th|5th)\b/ },
  { name: 'a negative amount', pattern: /(?:^|[\s(,:])[-−–]\s?\d|\b(?:negative|minus) \d/ },
  { name: 'an amount changing from one value to another', readBy: ['change-unknown'], pattern: new RegExp(`\\bfrom ${OWNER}\\$?\\d[\\d,.]* ${UNITS}to ${OWNER}\\$?\\d`) },
  { name: 'an amount never told', pattern: /\b(?:only )?some of (?:them|these|those|the [a-z]+|his [a-z]+|her [a-z]+) (?:were|was|are|is|had|have)\b|\bonly some\b/, only: MULTIPLYING },
];

/** The reading's schema, from its number sentence. */
function schemaOf(solved: Solved): StorySchema | null {
  const step = solved.steps.find((s) => s.kind === 'number-sentence');
  return step?.kind === 'number-sentence' ? step.schema : null;
}

/** The first rule whose words the statement has, when the reading is one they make wrong; null when none. */
export function unreadPartWord(statement: string, solved: Solved): string | null {
  const text = tidyText(statement).toLowerCase();
  const schema = schemaOf(solved);
  const rule = RULES.find((r) => r.pattern.test(text) && !(schema && r.readBy?.includes(schema)) && (!r.only || (schema !== null && r.only.includes(schema))));
  return rule?.name ?? null;
}
