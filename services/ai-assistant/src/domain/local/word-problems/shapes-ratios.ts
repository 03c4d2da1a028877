import type { DifficultyInt, Theme } from '@studyhall/ai-contracts';
import type { Rng } from '../prng.js';
import { factor, formatNumber as f, sized, tidy } from './numbers.js';
import type { WordProblem, WordProblemTemplate } from './types.js';

export interface FractionContext {
  id: string;
  theme: Theme;
  unit: string;
  story(numerator: number, denominator: number, total: number): string;
}

const FRACTIONS_BY_LEVEL: Record<DifficultyInt, Array<[number, number]>> = {
  1: [[1, 2]],
  2: [[1, 2], [1, 3], [1, 4]],
  3: [[2, 3], [3, 4], [1, 5], [2, 5]],
  4: [[3, 5], [5, 6], [3, 8], [4, 7]],
  5: [[5, 8], [7, 9], [4, 9], [7, 12], [5, 11]],
};

/** numerator/denominator of a total that is a multiple of the denominator. */
export function fractionOf(ctx: FractionContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'fractions',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      const [numerator, denominator] = rng.pick(FRACTIONS_BY_LEVEL[level] ?? [[1, 2]]);
      const total = denominator * (factor(rng, level) + level);
      const oneShare = total / denominator;
      const answer = oneShare * numerator;
      return {
        text: ctx.story(numerator, denominator, total),
        answer,
        unit: ctx.unit,
        expression: `${total} * ${numerator} / ${denominator}`,
        steps: [
          `Find one part: ${f(total)} ÷ ${denominator} = ${f(oneShare)} ${ctx.unit}.`,
          ...(numerator > 1 ? [`Take ${numerator} of those parts: ${f(oneShare)} × ${numerator} = ${f(answer)} ${ctx.unit}.`] : []),
        ],
        hint: 'divide by the bottom number, then multiply by the top number.',
        explanation: `${numerator}/${denominator} of a number means: divide it into ${denominator} equal parts and take ${numerator}.`,
        mistakes: [oneShare, tidy((total * denominator) / numerator), total - answer, answer + oneShare],
        decimals: 2,
      };
    },
  };
}

export interface ChangeRateContext {
  id: string;
  theme: Theme;
  unit: string;
  story(start: number, end: number, periods: number): string;
}

/** (end − start) ÷ periods: the average change per period. */
export function changeRate(ctx: ChangeRateContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'rates',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      const periods = factor(rng, level);
      const perPeriod = sized(rng, level, 2);
      const start = sized(rng, level, 5);
      const end = start + periods * perPeriod;
      return {
        text: ctx.story(start, end, periods),
        answer: perPeriod,
        unit: ctx.unit,
        expression: `(${end} - ${start}) / ${periods}`,
        steps: [
          `Find the total change: ${f(end)} − ${f(start)} = ${f(end - start)} ${ctx.unit}.`,
          `Divide by the number of periods: ${f(end - start)} ÷ ${periods} = ${f(perPeriod)} ${ctx.unit}.`,
        ],
        hint: 'find the total change first.',
        explanation: 'The average change per period is the total change divided by the number of periods.',
        mistakes: [end - start, tidy(end / periods), tidy((end + start) / periods), tidy((end - start) / (periods + 1))],
        decimals: 2,
      };
    },
  };
}
