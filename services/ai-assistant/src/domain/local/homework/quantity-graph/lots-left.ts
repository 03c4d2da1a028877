import { showExact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { splitQuestion } from './split-question.js';
import { digits } from './read-rates.js';
import { checkWithUnits, lotsTotal, readLots } from './lot-reading.js';
import { asksMoneyLeft } from './lot-question.js';
import { moneyStart } from './money-start.js';
import { notALot, unpricedItem } from './not-a-lot.js';
import { lotSteps, lotTerms } from './sum-of-products.js';
import { oneSpender } from './one-spender.js';

/**
 * Money left after paying for lots: "She had $50. She bought 2 books at $9 each and a pen for $5. How
 * much money does she have left?" → 50 − (2 × 9 + 5); "How much change from a $20 bill?" the same.
 * Only buying: earning, selling or owing another amount is another story. The answer plus the lots,
 * added again by mathjs with their units, must give back the money there was.
 */
const BUYING = /\b(?:buy|buys|bought|order|orders|ordered|purchase|purchases|purchased|get|gets|got|pay|pays|paid|spend|spends|spent)\b/;
const NOT_SPENDING = /\b(?:sell|sells|sold|earn|earns|earned|make|makes|made|owe|owes|owed|borrow|borrowed|lend|lent|return|returned|refund|tax|tip|fee|coupon|rebate|already|still|need|needs|wants|want|wanted|enough)\b/;

export function solveLotsLeft(statement: string): Solved | null {
  const split = splitQuestion(statement);
  if (!split || !asksMoneyLeft(tidyText(split.question))) return null;
  const facts = split.facts.toLowerCase();
  if (!oneSpender(statement) || notALot(`${split.facts} ${split.question}`) || !BUYING.test(facts) || NOT_SPENDING.test(facts) || unpricedItem(digits(tidyText(split.facts)))) return null;
  const start = moneyStart(split.facts, split.question);
  if (!start) return null;
  // A number in the question other than the bill handed over ("after 3 days") is not read here.
  if ((digits(tidyText(split.question)).match(/\d+(?:\.\d+)?/g) ?? []).length > (start.fromFacts ? 0 : 1)) return null;
  const target = new Map([['dollar', 1]]);
  const found = readLots(start.facts, target);
  if (!found || found.length === 0 || (found.length === 1 && !found[0]?.count) || !target.has('dollar')) return null;
  const spent = lotsTotal(found);
  const left = start.value.sub(spent);
  if (left.s < 0n || spent.equals(0) || !checkWithUnits(found, 'dollar^1', start.value.sub(left))) return null;
  const show = showExact(start.value, 'decimal');
  const steps = lotSteps(split, found, `${show} − (${lotTerms(found)})`, `${showExact(left, 'decimal')} left plus every lot, added with their units, gives back the ${show} dollars there were`, [`${show} dollars to pay with`]);
  return { kind: 'word-problem', steps, answer: showAnswer(left, 'dollar') };
}
