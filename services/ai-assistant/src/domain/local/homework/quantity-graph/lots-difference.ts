import { type Exact, showDecimal as show } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { splitQuestion } from './split-question.js';
import { checkWithUnits, lotsTotal, readLots, type Lot } from './lot-reading.js';
import { NOT_A_LOT, unpricedItem } from './not-a-lot.js';
import { priceListLots } from './price-list.js';
import { kindOf } from './kind-prices.js';
import { digits } from './read-rates.js';
import { lotSteps, lotTerms } from './sum-of-products.js';

/**
 * "How much more did Jane spend on ice cream than on pudding?" over lots (3 cones at $5 each, 5
 * cups of pudding at $2 each): the lots of each named thing are added up and the smaller total is
 * taken from the larger one asked first. Every lot must belong to exactly one of the two things.
 */
const MORE = /^how much more (?:money )?(?:did|does|do|will|would) [a-z]+(?: [a-z]+)? (?:spend|pay) (?:on|for) (?:the )?([a-z' -]+?) than (?:on |for )?(?:the )?([a-z' -]+?)(?:,? in dollars)?$/;
// gsm-prices: "How many dollars more did the adults' tickets cost in total than the children's tickets in total?"
const MORE_COST = /^how (?:much|many dollars) more (?:money )?(?:did|does|do|will|would) (?:the )?([a-z' -]+?) (?:cost|pay)(?: in total)? than (?:the )?([a-z' -]+?)(?: in total)?(?:,? in dollars)?$/;
const FILLER = new Set(['the', 'a', 'an', 'of', 'his', 'her', 'their', 'some', 'all']);

const wordsOf = (phrase: string): string[] => phrase.split(/[^a-z']+/).filter((w) => w && !FILLER.has(w)).map((w) => kindOf(w) ?? singular(w));

/** The lots whose thing is named by every word of the phrase. */
function named(found: readonly Lot[], phrase: string): Lot[] {
  const words = wordsOf(phrase);
  // A counted lot is named by its thing ("carton of ice cream"); a single one by its own words.
  const text = (l: Lot): string[] => wordsOf((l.count ? [...l.count.dimension.keys()].join(' ') : l.rate.text).toLowerCase());
  return words.length === 0 ? [] : found.filter((l) => words.every((w) => text(l).includes(w)));
}

export function solveLotsDifference(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const question = split ? tidyText(split.question).toLowerCase().replace(/[?.!]+\s*$/, '') : '';
  const asked = MORE.exec(question) ?? MORE_COST.exec(question);
  if (!split || !asked?.[1] || !asked[2] || NOT_A_LOT.test(split.facts.toLowerCase()) || unpricedItem(digits(tidyText(split.facts)))) return null;
  const found = priceListLots(split.facts)?.lots ?? readLots(split.facts, new Map([['dollar', 1]]));
  if (!found) return null;
  const [more, less] = [named(found, asked[1]), named(found, asked[2])];
  if (more.length === 0 || less.length === 0 || more.some((l) => less.includes(l)) || more.length + less.length !== found.length) return null;
  const [a, b] = [lotsTotal(more), lotsTotal(less)];
  const difference: Exact = a.sub(b);
  if (difference.s < 0n || difference.equals(0) || !checkWithUnits(more, 'dollar^1', a) || !checkWithUnits(less, 'dollar^1', b)) return null;
  const sentence = `(${lotTerms(more)}) − (${lotTerms(less)})`;
  const steps = lotSteps(split, found, sentence, `${asked[1]} come to ${show(a)} and ${asked[2]} to ${show(b)} when added with their units; ${show(a)} − ${show(b)} = ${show(difference)}`);
  return { kind: 'word-problem', steps, answer: showAnswer(difference, 'dollar') };
}
