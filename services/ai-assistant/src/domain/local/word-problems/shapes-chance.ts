import type { DifficultyInt, Theme } from '@studyhall/ai-contracts';
import type { Rng } from '../prng.js';
import { formatNumber as f, tidy } from './numbers.js';
import type { WordProblem, WordProblemTemplate } from './types.js';

export interface ChanceContext {
  id: string;
  theme: Theme;
  /** The story and its question; `twice` asks for the wanted kind on two draws, each put back first. */
  story(wanted: number, other: number, twice: boolean): string;
}

/** Totals whose fractions end within two decimal places, so every option is exact as shown. */
const TOTALS = [4, 5, 10, 20, 25];

/**
 * Probability of drawing the wanted kind from a bag of two kinds: favourable ÷ total (levels 1-3),
 * or twice in a row with the first one put back (levels 4-5): (favourable ÷ total)².
 */
export function chanceOf(ctx: ChanceContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'probability',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      const total = rng.pick(level <= 2 ? [4, 5, 10] : TOTALS);
      // At least two of each kind, so every count reads as a plural ("2 novels", not "1 novels").
      const wanted = rng.int(2, total - 2);
      const other = total - wanted;
      const twice = level >= 4;
      const one = wanted / total;
      const answer = tidy(twice ? one * one : one);
      const steps = [`Count all the outcomes: ${f(wanted)} + ${f(other)} = ${f(total)}.`, `One draw: ${f(wanted)} ÷ ${f(total)} = ${f(one, 2)}.`];
      if (twice) steps.push(`Put back, so the second draw has the same chance: ${f(one, 2)} × ${f(one, 2)} = ${f(answer, 4)}.`);
      return {
        text: ctx.story(wanted, other, twice),
        answer,
        unit: '',
        expression: twice ? `(${wanted} / (${wanted} + ${other})) * (${wanted} / (${wanted} + ${other}))` : `${wanted} / (${wanted} + ${other})`,
        steps,
        hint: 'probability = favorable outcomes ÷ all outcomes.',
        explanation: 'A probability is the number of favorable outcomes divided by the number of equally likely outcomes' +
          `${twice ? '; for two draws with the first put back, multiply the two equal chances' : ''}.`,
        // Typical slips: the other kind, a ratio of the kinds, one draw instead of two (or the reverse), forgetting to put back.
        mistakes: [other / total, wanted / Math.max(1, other), twice ? one : one * one, twice ? (wanted / total) * ((wanted - 1) / (total - 1)) : 1 / total,
          1 - answer, (wanted + 1) / total, (wanted - 1) / total, twice ? (other / total) ** 2 : wanted / (total + 5)]
          .map((v) => tidy(v)).filter((v) => v > 0 && v < 1),
        decimals: twice ? 4 : 2,
      };
    },
  };
}

/** "A bag holds 3 red and 5 blue marbles. Maya picks one without looking …": the shared story of a draw. */
export function drawStory(holder: string, wanted: string, other: string, picker: string) {
  return (w: number, o: number, twice: boolean): string =>
    `${holder} holds ${f(w)} ${wanted} and ${f(o)} ${other}. ${picker} picks one without looking` +
    (twice ? `, puts it back, and picks again. What is the probability that both picks are ${wanted}?` : `. What is the probability that it is one of the ${wanted}?`);
}
