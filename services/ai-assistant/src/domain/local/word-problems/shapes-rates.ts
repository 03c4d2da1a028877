import type { DifficultyInt, Theme } from '@studyhall/ai-contracts';
import type { Rng } from '../prng.js';
import { factor, formatNumber as f, percent, sized, tidy } from './numbers.js';
import type { WordProblem, WordProblemTemplate } from './types.js';

export interface RateTimeContext {
  id: string;
  theme: Theme;
  unit: string;
  /** timeUnit is 'seconds' or 'minutes' (minutes need a conversion step). */
  story(rate: number, time: number, timeUnit: 'seconds' | 'minutes'): string;
}

/** distance = rate × time; from level 4 the time is in minutes and must be converted. */
export function rateTime(ctx: RateTimeContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'rates',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      const rate = level === 5 ? rng.int(3, 19) + 0.5 : rng.int(2, 4 + level * 3);
      const time = level >= 4 ? rng.int(2, 9) : factor(rng, level) + level;
      const minutes = level >= 4;
      const seconds = minutes ? time * 60 : time;
      const answer = tidy(rate * seconds);
      const steps = minutes ? [`Convert the time: ${f(time)} minutes × 60 = ${f(seconds)} seconds.`] : [];
      steps.push(`Multiply rate by time: ${f(rate, 1)} × ${f(seconds)} = ${f(answer, 1)} ${ctx.unit}.`);
      return {
        text: ctx.story(rate, time, minutes ? 'minutes' : 'seconds'),
        answer,
        unit: ctx.unit,
        expression: minutes ? `${rate} * ${time} * 60` : `${rate} * ${time}`,
        steps,
        hint: 'distance = speed × time.',
        explanation: `Distance = rate × time, with both in the same time unit${minutes ? ' (seconds)' : ''}.`,
        mistakes: [rate + seconds, rate * time, tidy(rate * (seconds - 1)), tidy((rate * time) / 60), answer * 10],
        decimals: 1,
      };
    },
  };
}

export interface PercentContext {
  id: string;
  theme: Theme;
  unit: string;
  /** askRemaining: from level 4 the question asks for what is NOT in the percentage. */
  story(pct: number, total: number, askRemaining: boolean): string;
}

/** p% of total (level ≤ 3) or the rest after p% (level ≥ 4). Totals keep the answer whole. */
export function percentOf(ctx: PercentContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'percent',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      const pct = percent(rng, level);
      const total = 20 * rng.int(1, Math.max(2, Math.floor(sized(rng, level, 20) / 20)));
      const part = (total * pct) / 100;
      const askRemaining = level >= 4;
      const answer = askRemaining ? total - part : part;
      const steps = [`Find ${pct}% of ${f(total)}: ${f(total)} × ${pct} ÷ 100 = ${f(part, 2)} ${ctx.unit}.`];
      if (askRemaining) steps.push(`Subtract from the total: ${f(total)} − ${f(part, 2)} = ${f(answer, 2)} ${ctx.unit}.`);
      return {
        text: ctx.story(pct, total, askRemaining),
        answer,
        unit: ctx.unit,
        expression: askRemaining ? `${total} - ${total} * ${pct} / 100` : `${total} * ${pct} / 100`,
        steps,
        hint: 'percent means "out of 100".',
        explanation: `"Percent" means "out of 100", so ${pct}% of a number is the number × ${pct} ÷ 100.`,
        mistakes: [askRemaining ? part : total - part, total * pct, tidy(total / pct), pct, answer + 10],
        decimals: 2,
      };
    },
  };
}

export interface AverageContext {
  id: string;
  theme: Theme;
  unit: string;
  story(values: number[]): string;
}

/** The mean of 3-5 values; values are built around a whole-number mean. */
export function averageOf(ctx: AverageContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'average',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      const count = 3 + (level >= 3 ? 1 : 0) + (level >= 5 ? 1 : 0);
      const mean = sized(rng, level, 6) + 4;
      const spread = Math.max(1, Math.floor(mean / 3));
      const values = Array.from({ length: count - 1 }, () => mean + rng.int(-spread, spread));
      const last = mean * count - values.reduce((a, b) => a + b, 0);
      values.push(last);
      const sum = mean * count;
      return {
        text: ctx.story(values),
        answer: mean,
        unit: ctx.unit,
        expression: `(${values.join(' + ')}) / ${count}`,
        steps: [
          `Add the values: ${values.map((v) => f(v)).join(' + ')} = ${f(sum)}.`,
          `Divide by how many there are: ${f(sum)} ÷ ${count} = ${f(mean)} ${ctx.unit}.`,
        ],
        hint: 'add the values, then divide by how many there are.',
        explanation: `The average (mean) is the sum of the values divided by the number of values (${count}).`,
        mistakes: [sum, tidy(sum / (count - 1)), tidy(sum / (count + 1)), Math.max(...values)],
        decimals: 2,
      };
    },
  };
}
