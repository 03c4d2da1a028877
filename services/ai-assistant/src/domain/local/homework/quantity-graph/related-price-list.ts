import { plain, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { askedLotsTotal, asksMoneyLeft } from './lot-question.js';
import { digits } from './read-rates.js';
import { pricesAsRates } from './price-wording.js';
import { agreesAgain } from './bill-change.js';
import { relatedPricesAsValues, type RelatedPrice } from './related-prices.js';

/**
 * Prices told through others (gsm-prices): "Blake bought 4 lollipops and 6 packs of chocolate. Each
 * lollipop costs $2 and a pack of chocolate costs the same as four lollipops. How much did he spend?"
 * Each related price is worked out (related-prices.ts) and said as the price it is ("a pack of chocolate
 * costs 8 dollars"); the story so told is read by `solve` (every reader and its checks), and the steps
 * start with the relations. Each worked-out price is checked again in floating point.
 */
const describe = (r: RelatedPrice): string =>
  `${r.thing}: ${r.factor.equals(1) ? '' : `${show(r.factor)} × `}${r.base}${r.offset.equals(0) ? '' : r.offset.s < 0n ? ` − $${show(r.offset.neg())}` : ` + $${show(r.offset)}`} = $${show(r.value)}`;

/** The question asks the whole bill or the money left, naming no priced thing ("for the shirts") and no comparison. */
function totalAsked(story: string, related: readonly RelatedPrice[]): boolean {
  const question = story.trim().split(/(?<=[.!?])\s+/).at(-1) ?? '';
  const words = new Set((question.toLowerCase().match(/[a-z]+/g) ?? []).map(singular));
  const named = related.flatMap((r) => [r.thing, r.base]).some((thing) => words.has(thing.split(' ').at(-1) ?? ''));
  return !named && !/\b(?:more|less|difference|than|each|per|cheaper|dearer)\b/i.test(question)
    && (askedLotsTotal(question) !== null || asksMoneyLeft(question));
}

export function solveRelatedPrices(story: string, solve: (story: string) => Solved | null): Solved | null {
  const told = relatedPricesAsValues(digits(pricesAsRates(tidyText(story))));
  if (!told || told.related.length === 0 || !totalAsked(story, told.related)) return null;
  const solved = solve(told.text);
  if (!solved || !solved.answer.trim().startsWith('$')) return null;
  // Every worked-out price is part of the answer ("Ann buys 3 hats" leaves the shirt's price aside: declined).
  const shown = JSON.stringify(solved.steps);
  if (!told.related.every((r) => new RegExp(String.raw`(?<![\d.])${show(r.value).replace('.', '\\.')}(?![\d]|\.\d)`).test(shown))) return null;
  // The second way: every worked-out price again in floating point, from the price it is told through.
  const base = (r: RelatedPrice): number => Number(r.value.sub(r.offset).div(r.factor).valueOf());
  if (!told.related.every((r) => agreesAgain(Number(plain.evaluate(`${Number(r.factor.valueOf())} * ${base(r)} + ${Number(r.offset.valueOf())}`)), r.value))) return null;
  const relations: SolutionStep = { kind: 'facts', facts: told.related.map(describe) };
  return { ...solved, steps: [relations, ...solved.steps] };
}
