import { singular } from '../story/words.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import type { Solved } from '../steps.js';

/**
 * groups: "Jo and Al bought 12 cupcakes together … Jo paid for all of them. How much did each person
 * pay?": the question asks one person's share, so a reading that never divides by how many people
 * share answers for all of them (or for one who paid everything). Declined unless the facts
 * themselves give an amount for each such person ("each friend gets 4", "$5 per person").
 */
const PERSON = String.raw`(?:person|people|one|friend|child|children|kid|student|boy|girl|member|player|guest|sibling|brother|sister|worker|classmate|partner|roommate|cousin|neighbor|sharer)s?`;
const ASKED_EACH = new RegExp(String.raw`\beach(?: of (?:them|the [a-z]+ ${PERSON}|the ${PERSON}|(?:his|her|their) ${PERSON}))?(?: ${PERSON})?\b|\bper ${PERSON}\b`, 'i');
const ASKED_PERSON = new RegExp(String.raw`\b(?:each|per)(?: of)?(?: (?:them|the|his|her|their))?(?: [a-z]+)? ${PERSON}\b|\beach of them\b|\b(?:they|both|all) each\b`, 'i');

export function shareUndivided(statement: string, solved: Solved): string | null {
  const split = splitQuestion(statement);
  if (!split || !ASKED_PERSON.test(split.question) || !ASKED_EACH.test(split.question)) return null;
  // The story gives an amount per person, so the reading may use it as it is.
  if (/\beach\b|\bper\b|\bapiece\b/i.test(split.facts)  && ASKED_PERSON.test(split.facts)) return null;
  const sentence = solved.steps.find((s) => s.kind === 'number-sentence');
  if (!sentence || sentence.kind !== 'number-sentence' || /[÷/]/.test(sentence.sentence)) return null;
  return "one person's share that the reading never divided";
}

/**
 * groups: "How many cards are in each pile?" asks the size of one group; an answer that counts the
 * piles ("9 piles") read the question the other way round.
 */
export function groupsCountedForSize(statement: string, solved: Solved): string | null {
  const split = splitQuestion(statement);
  const asked = split && /\bhow many ([a-z]+)\b.*\b(?:in|on|per|inside|into) (?:each|every|one|a) ([a-z]+)/i.exec(split.question);
  if (!asked) return null;
  // "each shelf" and "7 shelves": one word however it is spelt in the plural.
  const [group, thing] = [singular(asked[2]!.toLowerCase()), singular(asked[1]!.toLowerCase())];
  const unit = singular((/^\S+\s+([a-z]+)/i.exec(solved.answer.trim())?.[1] ?? '').toLowerCase());
  return unit === group && thing !== group ? 'the size of a group asked, the groups counted' : null;
}
