import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "There are 6 crates. Each crate has 12 melons. How many melons were sold?": the question asks for
 * what an act did (selling, eating, giving away …) and the story never tells that act, so whatever
 * the reading found (here all the melons) is not what was sold. A question with a number of its own
 * ("How many are left if he sold 5?") tells the act itself, and a story that tells a later amount
 * ("Joan had 9 balloons. Now she has 7. How many did she lose?") tells it by the change: both are
 * left to the readings.
 */
const ACTS: ReadonlyArray<readonly [asked: RegExp, told: RegExp]> = [
  [/\b(?:sold|sell)\b/, /\b(?:sold|sell|sells|selling|sale|sales)\b/],
  [/\b(?:eaten|eat)\b/, /\b(?:eat|eats|ate|eaten|eating)\b/],
  [/\b(?:given away|given|give away|give)\b/, /\b(?:give|gives|gave|given|giving|handed|hands|hand|passed out|shared|shares|distributed|donated)\b/],
  [/\b(?:lost|lose)\b/, /\b(?:lose|loses|lost|losing|missing)\b/],
  [/\b(?:broken|break)\b/, /\b(?:break|breaks|broke|broken|cracked)\b/],
  [/\b(?:thrown away|thrown out|throw away|throw out)\b/, /\b(?:throw|throws|threw|thrown|tossed|discarded)\b/],
  [/\b(?:donated|donate)\b/, /\b(?:donate|donates|donated|donating|gave|given)\b/],
];

const LATER_AMOUNT = /\b(?:now|left|remain\w*|still|after|afterwards|then|later|in the end|at the end|anymore|only|became|becomes|rest)\b/;
const ASKS_AN_ACT = /\bhow (?:many|much)\b[^?]*\b(?:were|was|did|does|do|will|would|has|have|had)\b/;

export function askedActUntold(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const question = parts.question.toLowerCase();
  if (!ASKS_AN_ACT.test(question) || /\d/.test(question)) return null;
  const facts = parts.facts.toLowerCase();
  if (LATER_AMOUNT.test(facts)) return null;
  for (const [asked, told] of ACTS) {
    const verb = asked.exec(question.replace(ASKS_AN_ACT, ''));
    if (verb && !told.test(facts)) return 'the act asked is not in the story';
  }
  return null;
}
