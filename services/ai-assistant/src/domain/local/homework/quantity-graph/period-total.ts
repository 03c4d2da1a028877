import { exact, terminates, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { capitalize } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import type { PeriodAmount } from './period-clauses.js';
import { readPeriodQuestion, type PeriodAsked } from './period-question.js';
import { readPeriodStory } from './period-story.js';
import { splitQuestion } from './split-question.js';

/**
 * One actor's total over the periods a story tells ("Andrew eats 14 donuts on Monday, and half as
 * many on Tuesday. On Wednesday he eats 4 times as many as he did on Monday. How many donuts did
 * Andrew eat in the three days?"): each period's amount is found from the one it builds on, the
 * answer is their sum. Shown only when every relation holds for the values found and mathjs, given
 * the whole sum written out, computes the same total.
 */
interface Found { value: Exact; expression: string }
const MEASURE = /^(?:dollar|cent|mile|kilometer|km|meter|foot|inch|yard|pound|ounce|gram|kilogram|kg|gallon|liter|cup|hour|minute|second|inch)$/;

const bracketed = (expression: string): string => (/^[\d./]+$/.test(expression) ? expression : `(${expression})`);

function amountOf(a: PeriodAmount, found: ReadonlyMap<string, Found>): Found | null {
  if (a.base === null) return { value: a.offset, expression: show(a.offset) };
  const base = found.get(a.base);
  if (!base) return null;
  const times = a.factor.equals(1) ? base.expression : `${show(a.factor)} * ${bracketed(base.expression)}`;
  const offset = a.offset.equals(0) ? '' : a.offset.s < 0n ? ` - ${show(a.offset.neg())}` : ` + ${show(a.offset)}`;
  return { value: a.factor.mul(base.value).add(a.offset), expression: `${times}${offset}` };
}

const holds = (a: PeriodAmount, found: ReadonlyMap<string, Found>): boolean => {
  const [own, base] = [found.get(a.period)?.value, a.base ? found.get(a.base)?.value : exact.fraction(0)];
  return !!own && !!base && own.equals(a.factor.mul(base).add(a.offset));
};

function describe(a: PeriodAmount, found: ReadonlyMap<string, Found>, unit: string): string {
  const value = showAnswer(found.get(a.period)!.value, unit);
  if (!a.base) return `${capitalize(a.period)}: ${value}`;
  const times = a.factor.equals(1) ? capitalize(a.base) : `${show(a.factor)} × ${capitalize(a.base)}`;
  const offset = a.offset.equals(0) ? '' : a.offset.s < 0n ? ` − ${show(a.offset.neg())}` : ` + ${show(a.offset)}`;
  return `${capitalize(a.period)} = ${times}${offset} = ${value}`;
}

/** The asked amount from the periods found: their total, one of them, or one less another. */
function answerOf(asked: PeriodAsked, found: ReadonlyMap<string, Found>): Found | null {
  if (asked.kind === 'total') {
    const all = [...found.values()];
    return { value: all.reduce((sum, f) => sum.add(f.value), exact.fraction(0)), expression: all.map((f) => f.expression).join(' + ') };
  }
  if (asked.kind === 'one') return found.get(asked.period) ?? null;
  const [a, b] = [found.get(asked.larger), found.get(asked.smaller)];
  if (!a || !b || asked.larger === asked.smaller) return null;
  const value = a.value.sub(b.value);
  // The difference added back to the smaller amount gives the larger one.
  return value.s < 0n || value.equals(0) || !value.add(b.value).equals(a.value) ? null : { value, expression: `${bracketed(a.expression)} - ${bracketed(b.expression)}` };
}

function foundAll(amounts: readonly PeriodAmount[]): Map<string, Found> | null {
  const found = new Map<string, Found>();
  for (const a of amounts) {
    const f = amountOf(a, found);
    if (!f) return null;
    found.set(a.period, f);
  }
  return found;
}

export function solvePeriodTotal(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const story = split ? readPeriodStory(split.facts) : null;
  const asked = split && story ? readPeriodQuestion(split.question, story) : null;
  const found = story && foundAll(story.amounts);
  if (!split || !story || !asked || !found) return null;
  // "How many did she sell on Monday?" when Monday's number is told: nothing to work out.
  if (asked.kind === 'one' && story.amounts.find((a) => a.period === asked.period)?.base === null) return null;
  const unit = story.names[0] ?? '';
  const whole = (v: Exact): boolean => v.d === 1n || (MEASURE.test(unit) && terminates(v));
  if ([...found.values()].some((f) => f.value.s < 0n || f.value.equals(0) || !whole(f.value)) || !story.amounts.every((a) => holds(a, found))) return null;
  const answer = answerOf(asked, found);
  // The second way: the whole sentence written out, evaluated by mathjs.
  if (!answer || !(exact.evaluate(answer.expression) as Exact).equals(answer.value)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: story.amounts.map((a) => describe(a, found, unit)) },
    { kind: 'number-sentence', sentence: `${answer.expression.replace(/\*/g, '×')} = ?`, schema: 'relation' },
    { kind: 'check', statement: `${answer.expression.replace(/\*/g, '×')} computed again gives ${show(answer.value)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer.value, unit) };
}
