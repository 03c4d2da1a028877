import { exact, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { showAnswer } from '../story/wording.js';
import { singular, tidyText } from '../story/words.js';
import { readNumber } from './multipliers.js';
import { readRelations, type Relation } from './read-relations.js';
import { displayName } from './refs.js';
import { holds, solveChain, type Found } from './solve-relations.js';
import { splitQuestion } from './split-question.js';

/**
 * Prices told through other prices ("A hat costs $12. A shirt costs $5 more than a hat. How much do
 * 2 shirts and a hat cost?"): every told fact is one thing's price, outright or from another thing's
 * price, read as a relation chain; the question lists the things bought, each with its count. Shown
 * only when every fact is a price, every listed thing has one, every price is positive in whole cents,
 * every relation holds, and mathjs gives the same total from the whole sum written as one expression.
 */
const COUNT = String.raw`(?:\d+|a|an|one|the|two|three|four|five|six|seven|eight|nine|ten)`;
const LIST = String.raw`(${COUNT} [a-z]+(?:(?:,| and|, and) ${COUNT} [a-z]+)*)`;
const WHO = String.raw`(?:he|she|they|we|you|i|[a-z]+)`;
const QUESTIONS = [
  new RegExp(`^how much (?:money )?(?:will|would|does|do|did|should) it cost(?: (?:him|her|them|us|you|[a-z]+))? to buy ${LIST}(?: in total| altogether| in all)?\\??$`),
  new RegExp(`^how much (?:money )?(?:do|does|did|will|would) ${LIST} cost(?: in total| altogether| in all| together)?\\??$`),
  new RegExp(`^how much (?:money )?(?:will|would|does|do|did|should|must) ${WHO} (?:pay|spend)(?: in total| altogether| in all)? (?:for|on) ${LIST}\\??$`),
  new RegExp(`^what is the total cost of ${LIST}\\??$`),
];

/** "a shirt costs", "than a hat", "as much as a hat", "1/7 of the cost of a table": the thing is named like "the shirt". */
function namedThings(facts: string): string {
  return facts
    .replace(/\b(?:of )?the (?:cost|price) of (?:a|an|the) ([a-z]+)\b/gi, 'as much as the $1')
    .replace(/\b(?:a|an) ([a-z]+) (costs?)\b/gi, 'the $1 $2')
    .replace(/\b(than|as much as) (?:a|an) ([a-z]+)\b/gi, '$1 the $2');
}

/** Every fact a price: read with "cost", in dollars or as a multiple of another price. */
const pricesOnly = (relations: readonly Relation[]): boolean =>
  relations.every((r) => /\bcosts?\b/i.test(r.clause) && (r.unit === 'dollar' || (r.unit === '' && r.base !== null)))
  && relations.some((r) => r.unit === 'dollar' && r.base === null) && relations.some((r) => r.base !== null);

/** "2 shirts and a hat": each listed thing with its count; null when one is no priced thing. */
function boughtThings(list: string, things: ReadonlySet<string>): Array<{ ref: string; count: Exact }> | null {
  const bought: Array<{ ref: string; count: Exact }> = [];
  for (const part of list.split(/,? and |, /)) {
    const [count = '', word = ''] = part.trim().split(' ');
    const ref = [word, singular(word)].find((w) => things.has(w));
    const n = /^(?:a|an|the)$/.test(count) ? exact.fraction(1) : readNumber(count);
    // "the shirts": how many is not told.
    if (!ref || !n || n.d !== 1n || n.equals(0) || (count === 'the' && word !== ref) || bought.some((b) => b.ref === ref)) return null;
    bought.push({ ref, count: n });
  }
  return bought;
}

const grouped = (expression: string): string => (/^[\d.]+$/.test(expression) ? expression : `(${expression})`);

export function solveItemPrices(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const question = split.question.trim().toLowerCase();
  const list = QUESTIONS.map((q) => q.exec(question)?.[1]).find(Boolean);
  const relations = list ? readRelations(namedThings(split.facts)) : null;
  if (!list || !relations || !pricesOnly(relations)) return null;
  const things = new Set(relations.flatMap((r) => [r.target, r.base ?? '']).filter(Boolean));
  const bought = boughtThings(list, things);
  const found = bought ? solveChain(relations) : null;
  if (!bought || !found || !relations.every((r) => holds(r, found))) return null;
  const values = [...found.values()].map((f) => f.value);
  if ([...things].some((t) => !found.has(t)) || values.some((v) => v.s < 0n || v.equals(0) || v.mul(100).d !== 1n)) return null;
  const terms = bought.map((b) => ({ ...b, price: found.get(b.ref) as Found }));
  const total = terms.reduce((sum, t) => sum.add(t.count.mul(t.price.value)), exact.fraction(0));
  const expression = terms.map((t) => (t.count.equals(1) ? t.price.expression : `${show(t.count)} * ${grouped(t.price.expression)}`)).join(' + ');
  // The second way: the whole sum as one expression, evaluated by mathjs.
  if (!(exact.evaluate(expression) as Exact).equals(total) || total.mul(100).d !== 1n) return null;
  const describe = (r: Relation): string => (r.base
    ? `${displayName(r.target)} = ${r.factor.equals(1) ? '' : `${show(r.factor)} × `}${displayName(r.base)}${r.offset.equals(0) ? '' : r.offset.s < 0n ? ` − ${show(r.offset.neg())}` : ` + ${show(r.offset)}`}`
    : `${displayName(r.target)}: $${show(r.offset)}`);
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [...relations.map(describe), ...terms.map((t) => `${displayName(t.ref)}: ${show(t.count)} bought at $${show(t.price.value)}`)] },
    { kind: 'number-sentence', sentence: `${expression.replace(/\*/g, '×')} = ?`, schema: 'relation' },
    ...relations.filter((r) => r.base).map((r): SolutionStep => ({ kind: 'check', statement: `${describe(r)}: ${show(found.get(r.target)!.value)} = ${r.factor.equals(1) ? '' : `${show(r.factor)} × `}${show(found.get(r.base!)!.value)}${r.offset.equals(0) ? '' : r.offset.s < 0n ? ` − ${show(r.offset.neg())}` : ` + ${show(r.offset)}`}`, holds: true })),
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(total, 'dollar') };
}
