import { showExact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { asksAKind } from './kind-prices.js';
import type { Lot } from './lot-reading.js';
import { showAnswer } from '../story/wording.js';
import { splitQuestion } from './split-question.js';
import { digits } from './read-rates.js';
import { checkWithUnits, lotsTotal } from './lot-reading.js';
import { askedLotsTotal, asksMoneyLeft } from './lot-question.js';
import { moneyStart } from './money-start.js';
import { notALot } from './not-a-lot.js';
import { priceListLots } from './price-list.js';
import { lotSteps, lotTerms } from './sum-of-products.js';

/**
 * A price list and the counts bought (price-list.ts): the bill is every count times its price, or
 * the money left of what someone had. When several people buy, the question must ask about all of
 * them ("their breakfast", "Ann and Bo together"), not one.
 */
const NOT_A_SUM = /\b(?:left|remain|remaining|rest|change|save|saved|savings|already|still|back)\b/;
const PRONOUNS = ['She', 'He', 'They', 'It', 'We', 'You', 'The', 'Each', 'Every', 'If', 'Then', 'Later'];
const ALL_BUYERS = /\b(?:they|their|them|together|altogether|both|in total|total|all)\b/;

function buyersAsked(facts: string, question: string): boolean {
  const names = new Set([...facts.matchAll(/(?<![.!?]\s|^)\b[A-Z][a-z]+\b|(?:^|[.!?]\s+)([A-Z][a-z]+)(?= (?:had|has|buys|bought|orders|ordered|got|gets|ate|eats|wants)\b)/g)].map((m) => m[1] ?? m[0]));
  PRONOUNS.forEach((p) => names.delete(p));
  return names.size <= 1 || ALL_BUYERS.test(question.toLowerCase()) || [...names].every((n) => question.includes(n));
}

/** gsm-prices: "How much do the children's tickets cost?" asks some of the lots, named by their thing or kind of person. */
function asksSomeLots(question: string, lots: readonly Lot[]): boolean {
  const words = new Set(question.toLowerCase().match(/[a-z]+/g)?.map(singular) ?? []);
  const named = lots.filter((l) => (l.rate.text.split(':')[0] ?? '').split(' ').every((w) => words.has(w)));
  return asksAKind(question) || (named.length > 0 && named.length < new Set(lots.map((l) => l.rate.text)).size);
}

export function solvePriceList(statement: string): Solved | null {
  const split = splitQuestion(statement);
  if (!split || notALot(`${split.facts} ${split.question}`)) return null;
  const question = tidyText(split.question);
  const left = asksMoneyLeft(question);
  const start = left ? moneyStart(split.facts, split.question) : null;
  // Counts in the question itself ("How much do 38 pencils cost?") are not read here; a bill to pay with is.
  if ((digits(question).match(/\d+(?:\.\d+)?/g) ?? []).length > (start && !start.fromFacts ? 1 : 0)) return null;
  if (left ? !start : NOT_A_SUM.test(`${split.facts} ${split.question}`.toLowerCase()) || !askedLotsTotal(question)) return null;
  // gsm-wages: "Celine sells two laptops … How much does she spend?" asks the other act of the lots told.
  if (/\b(?:sell|sells|sold|selling)\b/i.test(split.facts) && /\b(?:spend|spent|spends|pay|pays|paid|cost|costs)\b/i.test(question)) return null;
  const read = priceListLots(start?.facts ?? split.facts);
  if (!read || !buyersAsked(split.facts, split.question) || asksSomeLots(question, read.lots)) return null;
  const total = lotsTotal(read.lots);
  const answer = start ? start.value.sub(total) : total;
  if (answer.s < 0n || total.equals(0) || !checkWithUnits(read.lots, `${read.unit}^1`, total)) return null;
  const terms = lotTerms(read.lots);
  const sentence = start ? `${showExact(start.value, 'decimal')} − (${terms})` : terms;
  const steps = lotSteps(split, read.lots, sentence, `each count is matched to its thing's price, and adding the lots with their units gives ${showExact(total, 'decimal')} again`, start ? [`${showExact(start.value, 'decimal')} dollars to pay with`] : []);
  return { kind: 'word-problem', steps, answer: showAnswer(answer, read.unit) };
}
