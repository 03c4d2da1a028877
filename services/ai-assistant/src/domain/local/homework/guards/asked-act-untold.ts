import { splitQuestion } from '../quantity-graph/split-question.js';
import { tag } from '../../text/nlp.js';

/**
 * "There are 6 crates. Each crate has 12 melons. How many melons were sold?": the question asks for
 * what an act did (selling, eating, giving away …) of a story that only tells what there is (its
 * only verbs are "be", "have", "contain", "hold"), so whatever the reading found (here all the
 * melons) is not what was sold. A story that tells any act ("he gave equal numbers to his friends",
 * "every sixth customer gets one free") may have told this one in other words, and is left to the
 * readings.
 */
const ACTS: ReadonlyArray<readonly [asked: RegExp, told: RegExp]> = [
  [/\b(?:sold|sell)\b/, /\b(?:sold|sell|sells|selling|sale|sales)\b/],
  [/\b(?:eaten|eat)\b/, /\b(?:eat|eats|ate|eaten|eating|consumed)\b/],
  [/\b(?:given away|given|give away|give)\b/, /\b(?:give|gives|gave|given|giving|handed|hands|hand|passed out|shared|shares|distributed|donated)\b/],
  [/\b(?:lost|lose)\b/, /\b(?:lose|loses|lost|losing|missing)\b/],
  [/\b(?:broken|break)\b/, /\b(?:break|breaks|broke|broken|cracked)\b/],
  [/\b(?:thrown away|thrown out|throw away|throw out)\b/, /\b(?:throw|throws|threw|thrown|tossed|discarded)\b/],
  [/\b(?:donated|donate)\b/, /\b(?:donate|donates|donated|donating|gave|given)\b/],
];

/** The question itself, from its last "how many"/"how much" on: what comes before may tell the act. */
const ASKED = /\bhow (?:many|much)\b(?![\s\S]*\bhow (?:many|much)\b)[^?]*\b(?:were|was|did|does|do|will|would|has|have|had)\b[^?]*/;

/** "How much will she have to give … so that …": an act the question proposes, not one it asks about. */
const PROPOSED = /\b(?:need to|needs to|have to|has to|had to|get to|should|must|so that|in order to)\b/;
/** "She has 44 now; she originally had 18": an amount told twice tells the act between them. */
const LATER_AMOUNT = /\b(?:now|left|remain\w*|still|after|afterwards|then|later|in the end|at first|originally|initially|before|to begin with|anymore|only|became|becomes|rest)\b/;
const STATIVE = new Set(['be', 'have', 'contain', 'hold']);
/** Only "there are", "has", "each crate contains": no act at all. */
const onlyWhatThereIs = (facts: string): boolean => tag(facts).every((t) => (t.pos !== 'VERB' && t.pos !== 'AUX') || STATIVE.has(t.lemma));

export function askedActUntold(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const asked = ASKED.exec(parts.question.toLowerCase())?.[0];
  const facts = parts.facts.toLowerCase();
  if (!asked || /\d/.test(asked) || PROPOSED.test(asked) || LATER_AMOUNT.test(facts) || !onlyWhatThereIs(facts)) return null;
  for (const [act, told] of ACTS) {
    if (act.test(asked) && !told.test(facts)) return 'the act asked is not in the story';
  }
  return null;
}
