import type { Solved } from '../steps.js';
import { solveOwnerLedgers } from '../quantity-graph/owner-ledgers.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { tidyText } from '../story/words.js';

/**
 * "Mary had 33 cards. Sam had 40 cards. Sam gave 23 cards to Mary. How many more cards does Mary have
 * than Sam?": a giving between two people who both have an amount told changes both amounts (Mary 56,
 * Sam 17, so 39). A reading that takes the 23 from only one of them (16), or out of their total (50 "together"),
 * is wrong; and when only one of them has an amount told, their total is not told at all. When the question
 * asks about both, only the reading that keeps each owner's amount (`owner-ledgers.ts`) may answer.
 */
const NAME = '[A-Z][a-z]+';
const GAVE = '(?:gave|gives|handed|hands|passed|passes|lent|lends|sold|sells|sent|sends|mailed|donated)';
const BETWEEN = [
  new RegExp(String.raw`\b(${NAME}) ${GAVE} (${NAME}) \d`, 'g'),
  new RegExp(String.raw`\b(${NAME}) ${GAVE} \d+(?:\.\d+)?(?: [a-z]+){0,3} to (${NAME})\b`, 'g'),
  new RegExp(String.raw`\b(${NAME}) (?:took|takes|bought|buys|borrowed|borrows|stole|steals|got|gets|received|receives) \d+(?:\.\d+)?(?: [a-z]+){0,3} from (${NAME})\b`, 'g'),
];
const HOLDS = (name: string): RegExp => new RegExp(String.raw`\b${name} (?:(?:already|originally|initially|first) )?(?:has|had|have|owns|owned|found|picked|collected|made|baked|grew|caught|saved|bought|got|received|started with|starts with) (?:\$\s*)?\d`);
const BOTH_ASKED = (a: string, b: string, question: string): boolean =>
  (new RegExp(`\\b${a}\\b`, 'i').test(question) && new RegExp(`\\b${b}\\b`, 'i').test(question))
  // "How many does Sean have in all?" is Sean's alone; "they", "both" or "there" are everyone's.
  || /\b(?:they|we|both|there)\b/i.test(question);

const sameAnswer = (a: string, b: string): boolean => parseFloat(a.replace(/[$,]/g, '')) === parseFloat(b.replace(/[$,]/g, ''));

export function exchangeBetweenOwners(statement: string, solved: Solved): string | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  for (const pattern of BETWEEN) {
    for (const m of split.facts.matchAll(pattern)) {
      const [one, other] = [m[1]!, m[2]!];
      if (one === other || (!HOLDS(one).test(split.facts) && !HOLDS(other).test(split.facts)) || !BOTH_ASKED(one, other, split.question)) continue;
      const kept = solveOwnerLedgers(statement);
      return kept && sameAnswer(kept.answer, solved.answer) ? null : 'a giving between two people who both own some changes both amounts';
    }
  }
  return null;
}
