import { exact, showExact, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { tidyText } from '../story/words.js';
import { plural, showAnswer } from '../story/wording.js';
import { digits, readClause, readMeasures, type Measure } from './read-rates.js';
import { targetOf } from './solve-rates.js';
import { splitQuestion } from './split-question.js';
import { conversionFactor } from './unit-table.js';

/**
 * Several rates of one kind summed over a stated time ("An adult panda eats 138 pounds of bamboo a
 * day. A baby panda eats 50 pounds a day. How many pounds do the pandas eat in 2 weeks?"): every
 * number of the story is a rate in the asked thing per the same time unit, so together they are
 * one rate, (138 + 50) pounds a day, and the asked time turns it into a total. Recomputed backward
 * (the total over the time gives back each day's sum) before it is shown.
 */
const NOT_A_SUM = /\b(?:more|less|fewer|than|left|remain|remaining|rest|change|save|saved|savings|discount|off|percent|half|twice|double|triple|third|quarter|fourth|fifth|average|already|still|instead|except|other|another|extra|plus|minus|same|lost|gave|gives|only|not|n't|each other|if|instead|first|last|next|after|before|until|then|now|start|starts|started|begin|began|each of|weekday|weekdays|weekend|weekends|monday|tuesday|wednesday|thursday|friday|saturday|sunday|off|except|profit|sell|sells|sold|buy|buys|bought|cost|costs|price|twice|times|respectively|dozen|score|pair|pairs)\b|%|\//;
const TIME = /^(?:second|minute|hour|day|week|month|year)$/;
// As in the rate chains: a working or school week has fewer days than 7, so it is never guessed.
const WORKING_WEEK = /\b(?:work|works|worked|working|job|jobs|shift|shifts|school|class|classes|business|open|closed|store|shop)\b/;
// The question must speak of everyone the rates belong to ("they", "the pandas", "in total").
const TOGETHER = /\b(?:total|in all|altogether|all together|together|combined|both|they|them|their|the two|all)\b|\b(?:do|did|will|would|can|could) the [a-z]+s\b/;

function perOf(m: Measure): { unit: string; per: string } | null {
  const entries = [...m.dimension];
  const up = entries.filter(([, p]) => p === 1);
  const down = entries.filter(([, p]) => p === -1);
  return entries.length === 2 && up.length === 1 && down.length === 1 && TIME.test(down[0]![0]) ? { unit: up[0]![0], per: down[0]![0] } : null;
}

/** How many of the rate's time unit the asked one holds (the shared table; a month's length is never guessed). */
const factor = (from: string, to: string): number | null => conversionFactor(to, from);

/** The asked time: "in 3 weeks" (a measure of the question) or "a week" / "per week" (the target's per). */
function askedTime(question: string, unit: string): { amount: Exact; unit: string; text: string } | null {
  const target = targetOf(question);
  if (!target || target.get(unit) !== 1) return null;
  const per = [...target].find(([, p]) => p === -1)?.[0];
  const clause = digits(question).replace(/[?.!]+\s*$/, '').replace(/\bin (?:a|an|one) /gi, 'in 1 ').replace(/^how (?:many|much) [a-z]+(?: of [a-z]+)?/i, '');
  const measures = readClause(clause);
  if (!measures) return null;
  if (per && target.size === 2 && measures.length === 0) return { amount: exact.fraction(1), unit: per, text: `1 ${per}` };
  const only = measures[0];
  if (target.size !== 1 || measures.length !== 1 || !only || only.dimension.size !== 1) return null;
  const [time, power] = [...only.dimension][0]!;
  return power === 1 && TIME.test(time) ? { amount: only.value, unit: time, text: `${showExact(only.value, 'decimal')} ${plural(time, only.value)}` } : null;
}

/** The rates (one thing per one time unit) and at most one stated "5 days a week" that turns that time unit into a longer one. */
function readRates(measures: readonly Measure[]): { rates: Measure[]; unit: string; per: string; week: { value: Exact; unit: string; text: string } | null } | null {
  const read = measures.map((m) => ({ m, r: perOf(m) }));
  const first = read.find(({ r }) => r && !TIME.test(r.unit))?.r;
  if (!first || read.some(({ r }) => !r)) return null;
  const rates = read.filter(({ r }) => r!.unit === first.unit && r!.per === first.per).map(({ m }) => m);
  const others = read.filter(({ m }) => !rates.includes(m));
  const frequency = others[0];
  if (others.length > 1 || (frequency && frequency.r!.unit !== first.per)) return null;
  const week = frequency ? { value: frequency.m.value, unit: frequency.r!.per, text: `${showExact(frequency.m.value, 'decimal')} ${plural(first.per, frequency.m.value)} in 1 ${frequency.r!.per}` } : null;
  return rates.length >= 2 ? { rates, unit: first.unit, per: first.per, week } : null;
}

export function solveRatesOverPeriod(statement: string): Solved | null {
  const split = splitQuestion(statement);
  if (!split) return null;
  const all = `${split.facts} ${split.question}`.toLowerCase();
  const measures = NOT_A_SUM.test(all) ? null : readMeasures(split.facts);
  const read = measures ? readRates(measures) : null;
  if (!read) return null;
  const { rates, unit, per, week } = read;
  const question = tidyText(split.question);
  const time = askedTime(question, unit);
  // A stated "5 days a week" is the only way from days to weeks in a working or school week.
  const stated = week && time?.unit === week.unit ? week.value : null;
  const conversion = time && !week ? factor(per, time.unit) : null;
  const times = time?.unit === per ? exact.fraction(1) : stated ?? (conversion ? exact.fraction(conversion) : null);
  if (!time || !times || (conversion === 7 && WORKING_WEEK.test(all))) return null;
  // One subject's two rates may be compared ("sleeps 4 hours a day … should sleep 6"): only a
  // question about everyone together sums them.
  if (!TOGETHER.test(question.toLowerCase())) return null;
  const perTime = rates.reduce((sum, m) => sum.add(m.value), exact.fraction(0));
  const total = perTime.mul(time.amount).mul(times);
  if (total.s < 0n || total.equals(0) || (total.d !== 1n && !TIME.test(unit))) return null;
  // The second way, backward: the total shared over the asked time gives back each time's sum.
  const back = rates.reduce((rest, m) => rest.sub(m.value), total.div(time.amount).div(times));
  if (!back.equals(0)) return null;
  const timeFact = times.equals(1) ? null : week?.text ?? `${showExact(times, 'decimal')} ${plural(per, times)} in 1 ${time.unit}`;
  return { kind: 'word-problem', steps: stepsOf(split.question.trim(), rates, { perTime, time, times, timeFact, per, unit, total }), answer: showAnswer(total, unit) };
}

interface Totals { perTime: Exact; time: { amount: Exact; text: string; unit: string }; times: Exact; timeFact: string | null; per: string; unit: string; total: Exact }

function stepsOf(problem: string, measures: readonly Measure[], t: Totals): SolutionStep[] {
  const count = t.time.amount.mul(t.times);
  const sum = measures.map((m) => show(m.value)).join(' + ');
  return [
    { kind: 'restate', problem },
    { kind: 'facts', facts: [...measures.map((m) => `${show(m.value)} ${plural(t.unit, m.value)} each ${t.per}`), ...(t.timeFact ? [t.timeFact] : []), `asked: ${t.time.text}`] },
    { kind: 'number-sentence', sentence: `(${sum}) × ${show(count)} = ?`, schema: 'rate' },
    { kind: 'check', statement: `the units multiply out to ${plural(t.unit, t.total)} (${plural(t.unit, t.total)} per ${t.per} × ${plural(t.per, count)})`, holds: true },
    { kind: 'check', statement: `${show(t.total)} ${plural(t.unit, t.total)} ÷ ${show(count)} ${plural(t.per, count)} = ${show(t.perTime)} ${plural(t.unit, t.perTime)} each ${t.per}, the sum of the rates (${sum})`, holds: true },
  ];
}
