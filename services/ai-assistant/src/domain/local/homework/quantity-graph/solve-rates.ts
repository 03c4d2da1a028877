import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { plural, showAnswer } from '../story/wording.js';
import { digits, NOT_A_PRODUCT, oneOfEach, readClause, readMeasures, type Dimension, type Measure } from './read-rates.js';
import { splitQuestion } from './split-question.js';
import { askedMeasureTarget } from './asked-measure.js';
import { UNIT_CONVERSIONS } from './unit-table.js';
import { sameThingUnits } from './unit-heads.js';
import { unitsAgree, withUnits } from './unit-math.js';
import { signPatterns } from './sign-patterns.js';
import { plainUnitWords } from './unit-words.js';
// gsm-rates: "each student" in the question asks an amount per student, which this reader does not read
import { askedPerOne } from './asked-each.js';

/**
 * Chains of rates ("Tim grows 5 trees. Each year he collects 6 lemons from each tree. How many
 * lemons does he get in a decade?"): every number is multiplied or divided in, and the one way of
 * doing so whose units reduce to what the question asks is the answer. It is shown only if that way
 * is unique and mathjs, computing with the story's own units, gets the same number in the same unit.
 */
/** Units measured rather than counted: an answer in them need not be whole. */
export const MEASURES = /^(?:dollar|cent|mile|kilometer|meter|foot|inch|yard|pound|ounce|gram|kilogram|ton|gallon|liter|cup|hour|minute|second|day|week|month|year)$/;
const TIME = 'second|minute|hour|day|week|month|year';
// "Works 8 hours a day … how much in a week?": 7 days or 5 working days is the reader's guess, so a
// story about work or school never gets a day↔week conversion the story itself did not state.
const WORKING_WEEK = /\b(?:work|works|worked|working|job|jobs|shift|shifts|school|class|classes|weekday|weekdays|weekend|weekends|business)\b/;
// "He works 3 hours every day for 2 weeks": every day of the week, said so; no weekday or weekend told apart.
const EVERY_DAY = /^(?![^]*\b(?:weekdays?|weekends?|school|workdays?|working days?|off)\b)[^]*\b(?:every single day|every day)\b/i;
const WEEK_CONVERSION = /\b(?:days in 1 week|weeks in 1 year)\b/;

export function targetOf(question: string): Dimension | null {
  const q = question.toLowerCase();
  const many = /^how many ((?:[a-z]+ ){0,2}?[a-z]+?)(?= (?:do|does|did|will|would|can|could|are|were|is|was|has|have|had|in|per|a|an|each|every)\b)/.exec(q)?.[1];
  const money = /^how much (?:money )?(?:do|does|did|will|would|can|could|is|was|has|have)\b.*\b(?:cost|spend|pay|earn|make|charge|receive|get)\b/.test(q) || /^how much money\b/.test(q);
  const head = many?.split(' of ')[0]?.split(' ') ?? [];
  const unit = many ? [...head.slice(0, -1), singular(head[head.length - 1] ?? '')].join(' ') : money ? 'dollar' : null;
  if (!unit || /^(?:more|fewer|less|time|money)$/.test(unit)) return null;
  const target: Dimension = new Map([[unit, 1]]);
  const per = new RegExp(`\\b(?:per|a|an|each|every) (${TIME})\\b`).exec(q.replace(/\bin (?:a|an|one) /g, 'in 1 '))?.[1];
  if (per) target.set(per, -1);
  return target;
}

/** "How much would it cost" in a story told in cents answers in cents, as the story does. */
export function inStoryMoney(target: Dimension, measures: readonly Measure[]): boolean {
  const told = (unit: string): boolean => measures.some((m) => m.dimension.has(unit));
  if (!target.has('dollar') || told('dollar') || !told('cent')) return false;
  target.set('cent', target.get('dollar') ?? 1);
  target.delete('dollar');
  return true;
}

export const key = (d: Dimension): string => [...d.entries()].filter(([, p]) => p !== 0).sort(([a], [b]) => a.localeCompare(b)).map(([u, p]) => `${u}^${p}`).join(' ');

function combine(measures: readonly Measure[], powers: readonly number[]): Dimension {
  const out: Dimension = new Map();
  measures.forEach((m, i) => m.dimension.forEach((p, unit) => out.set(unit, (out.get(unit) ?? 0) + p * (powers[i] ?? 1))));
  return out;
}

type Way = { measures: Measure[]; powers: number[] };

const conversion = ([big, small, n]: readonly [string, string, number]): Measure => ({ value: exact.fraction(n), dimension: new Map([[small, 1], [big, -1]]), text: `${n} ${plural(small, exact.fraction(n))} in 1 ${big}` });
const CONVERSIONS: readonly Measure[] = UNIT_CONVERSIONS.map(conversion);
/**
 * Two fixed conversions ("gallons a day … quarts a week"), tried only when one is not enough; never months
 * through a year (5 months are no whole number of weeks: 12 months and 52 weeks guess 4⅓ weeks a month).
 */
const PAIRED = CONVERSIONS.filter((c) => !c.dimension.has('month'));
const CONVERSION_PAIRS: ReadonlyArray<readonly Measure[]> = PAIRED.flatMap((a, i) => PAIRED.slice(i + 1).map((b) => [a, b]));

function waysWith(measures: Measure[], extras: readonly Measure[], target: Dimension, fixed: number): Way[] {
  const all = [...measures, ...extras];
  const found: Way[] = [];
  for (const powers of signPatterns(all.length)) {
    // The question's own amounts ("in 2 weeks") scale the answer up; they never divide it.
    if (powers.slice(measures.length - fixed, measures.length).some((p) => p < 0)) continue;
    if (key(combine(all, powers)) === key(target)) found.push({ measures: all, powers });
  }
  return found;
}

/** Every sign pattern (× or ÷ for each measure) that lands on the target: with no conversion, else one, else every pair of two. */
function ways(measures: Measure[], target: Dimension, fixed: number): Way[] {
  for (const extra of [null, ...CONVERSIONS]) {
    const found = waysWith(measures, extra ? [extra] : [], target, fixed);
    if (found.length > 0) return found;
  }
  return CONVERSION_PAIRS.flatMap((pair) => waysWith(measures, pair, target, fixed));
}

const value = (way: { measures: Measure[]; powers: number[] }): Exact =>
  way.measures.reduce((v, m, i) => ((way.powers[i] ?? 1) > 0 ? v.mul(m.value) : v.div(m.value)), exact.fraction(1));

/** The second way: mathjs multiplies the measures with their units; the unit must come out as asked. */
function checkWithUnits(way: { measures: Measure[]; powers: number[] }, target: Dimension, answer: Exact): boolean {
  const expression = way.measures.map((m, i) => `(${Number(m.value.valueOf())} ${withUnits(m.dimension)})^${way.powers[i]}`).join(' * ');
  return unitsAgree(expression, target, answer);
}

/** "a plank of wood for each of the legs": one of the asked thing for each of something, where no measure of the reading tells it. */
function unreadOneOf(facts: string, thing: string, used: readonly Measure[]): boolean {
  if (!/^[a-z]+$/.test(thing)) return false;
  const one = new RegExp(`\\b(?:a|an|one|another) (?:[a-z]+ )?${thing}(?: of [a-z]+)? (?:for|in|on|per) (?:each|every)\\b`, 'i').exec(facts);
  return !!one && !used.some((m) => m.text.toLowerCase().includes(one[0].toLowerCase()));
}

/** "How many vitamins will she take next week?": a time the question names that neither its unit nor its amounts read. */
function unreadTime(question: string, target: Dimension, asked: readonly Measure[]): boolean {
  const times = [...question.toLowerCase().matchAll(/\b(second|minute|hour|day|week|month|year)s?\b/g)].map((m) => m[1]!);
  const names = (d: Dimension): string[] => [...d.keys()].flatMap((u) => u.split(' '));
  return times.some((t) => !names(target).includes(t) && !asked.some((m) => names(m.dimension).includes(t)));
}

export function solveRates(statement: string): Solved | null {
  const split = splitQuestion(statement);
  // "On average Joe throws 25 punches per minute": a rate, not an average to find.
  if (!split || NOT_A_PRODUCT.test(`${split.facts} ${split.question}`.toLowerCase().replace(/^on average,?\s*/, ''))) return null;
  const measures = readMeasures(split.facts);
  const question = plainUnitWords(tidyText(split.question));
  const told = targetOf(question) ?? (measures && askedMeasureTarget(question, measures));
  const asked = readClause(digits(question).replace(/[?.!]+\s*$/, '').replace(/\bin (?:a|an|one) /gi, 'in 1 ').replace(/^how (?:many|much) [a-z]+/i, ''));
  if (!told || !measures || !asked || measures.length + asked.length < 2) return null;
  if (unreadTime(question, told, asked)) return null;
  const { measures: all, target } = sameThingUnits(oneOfEach([...measures, ...asked], told), told);
  // gsm-rates: "How many books did each student read?" asks one student's amount, not the chain's total: declined.
  if (askedPerOne(split.question, all, target) !== target) return null;
  // "25 cents per post … how much per hour?": a story told in cents answers in cents, but not a dollar or more reached through a conversion.
  const inCents = inStoryMoney(target, all);
  // Two numbers of the very same kind would need adding or comparing, not multiplying.
  if (new Set(all.map((m) => key(m.dimension))).size < all.length) return null;
  const found = ways(all, target, asked.length);
  const values = found.map(value);
  const answer = values[0];
  if (!answer || values.some((v) => !v.equals(answer)) || answer.s < 0n || answer.equals(0)) return null;
  const way = found[0]!;
  if (!checkWithUnits(way, target, answer) || (inCents && way.measures.length > all.length && answer.compare(100) >= 0)) return null;
  if (way.measures.some((m) => WEEK_CONVERSION.test(m.text)) && WORKING_WEEK.test(statement.toLowerCase()) && !EVERY_DAY.test(statement)) return null;
  // Things counted one by one come out whole.
  if (answer.d !== 1n && !MEASURES.test([...target.keys()][0] ?? '')) return null;
  const unit = key(target).includes('^-1') ? `${[...target.entries()].find(([, p]) => p > 0)?.[0] ?? ''} per ${[...target.entries()].find(([, p]) => p < 0)?.[0] ?? ''}` : [...target.keys()][0] ?? '';
  // "Each table needs a plank for each of the legs and 5 planks for the surface": one of the asked things told by "a" is an amount left unread.
  if (unreadOneOf(split.facts, [...target.keys()][0] ?? '', way.measures)) return null;
  const sentence = way.measures.map((m, i) => `${i === 0 ? '' : (way.powers[i] ?? 1) > 0 ? ' × ' : ' ÷ '}${showExact(m.value, 'decimal')}`).join('');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: way.measures.map((m) => m.text.trim()) },
    { kind: 'number-sentence', sentence: `${(way.powers[0] ?? 1) < 0 ? '1 ÷ ' : ''}${sentence} = ?`, schema: 'rate' },
    { kind: 'check', statement: `the units multiply out to ${unit || 'the asked unit'}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, unit) };
}
