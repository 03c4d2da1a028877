import type { DifficultyInt, Theme } from '@studyhall/ai-contracts';
import type { Rng } from '../prng.js';
import { formatNumber as f, tidy } from './numbers.js';
import type { WordProblem, WordProblemTemplate } from './types.js';

export interface ChanceContext {
  id: string;
  theme: Theme;
  /** What is counted in an expected-count question ("jumps"). */
  unit: string;
  /** What a score question is worth ("points"), with its realistic high and low outcomes. */
  scoreUnit: string;
  high: [number, number];
  low: [number, number];
  /** "hits of total … what is the probability that one picked at random is (NOT) a hit?" */
  single(hits: number, total: number, not: boolean): string;
  /** "the probability of a hit is p … how many of tries can be expected, on average?" */
  expected(p: number, tries: number): string;
  /** "high with probability p, otherwise (probability q) low … expected score per try?" */
  score(p: number, high: number, q: number, low: number): string;
}

// Totals that divide 100, so every probability is exact to two decimal places.
const TOTALS: Record<DifficultyInt, number[]> = { 1: [4, 5, 10], 2: [5, 10, 20], 3: [10, 20, 25], 4: [20, 25, 50], 5: [25, 50] };
const CHANCES = [0.2, 0.25, 0.4, 0.5, 0.6, 0.75, 0.8];

function single(ctx: ChanceContext, rng: Rng, level: DifficultyInt): WordProblem {
  const total = rng.pick(TOTALS[level] ?? [10]);
  const hits = rng.int(1, total - 1);
  const not = level >= 3;
  const favourable = not ? total - hits : hits;
  const answer = tidy(favourable / total, 2);
  const steps = not ? [`Outcomes that are not hits: ${f(total)} − ${f(hits)} = ${f(favourable)}.`] : [];
  steps.push(`Probability = favourable outcomes ÷ all outcomes = ${f(favourable)} ÷ ${f(total)} = ${f(answer, 2)}.`);
  return {
    text: ctx.single(hits, total, not), answer, unit: '', decimals: 2, steps,
    expression: not ? `(${total} - ${hits}) / ${total}` : `${hits} / ${total}`,
    hint: 'probability = favourable outcomes ÷ all equally likely outcomes.',
    explanation: 'Each outcome is equally likely, so the probability is the share of outcomes that fit.',
    // The other outcome, the odds instead of the probability, one outcome miscounted, the total as a percent.
    mistakes: [(total - favourable) / total, favourable / Math.max(1, total - favourable), (favourable + 1) / total, (favourable - 1) / total, favourable / 100, answer / 2].filter((v) => v > 0 && v < 1),
  };
}

function expectedCount(ctx: ChanceContext, rng: Rng): WordProblem {
  const p = rng.pick(CHANCES);
  const tries = 20 * rng.int(1, 5);
  const answer = tidy(p * tries);
  return {
    text: ctx.expected(p, tries), answer, unit: ctx.unit, decimals: 0,
    expression: `${p} * ${tries}`,
    steps: [`Expected number = probability × number of tries = ${f(p, 2)} × ${f(tries)} = ${f(answer)} ${ctx.unit}.`],
    hint: 'expected number = probability × number of tries.',
    explanation: 'In the long run the share of successes is close to the probability, so multiply it by the number of tries.',
    mistakes: [tries - answer, answer + tries / 10, answer - tries / 10, tries / 2, p * 100],
  };
}

function expectedScore(ctx: ChanceContext, rng: Rng): WordProblem {
  const p = rng.pick([0.2, 0.3, 0.4, 0.6, 0.7, 0.8]);
  const q = tidy(1 - p, 1);
  const high = rng.int(...ctx.high);
  const low = rng.int(...ctx.low);
  const answer = tidy(p * high + q * low, 1);
  return {
    text: ctx.score(p, high, q, low), answer, unit: ctx.scoreUnit, decimals: 1,
    expression: `${p} * ${high} + ${q} * ${low}`,
    steps: [`Multiply each outcome by its probability: ${f(p, 1)} × ${f(high)} = ${f(p * high, 1)} and ${f(q, 1)} × ${f(low)} = ${f(q * low, 1)}.`,
      `Add them: ${f(p * high, 1)} + ${f(q * low, 1)} = ${f(answer, 1)} ${ctx.scoreUnit}.`],
    hint: 'expected value = sum of (outcome × its probability).',
    explanation: 'The expected value is the long-run average: each outcome weighted by its probability.',
    // The plain average of the two outcomes, the probabilities swapped, only the first product.
    mistakes: [(high + low) / 2, q * high + p * low, p * high, high],
  };
}

/** Probability practice: one event (levels 1-2), its complement (3), expected count (4), expected value (5). */
export function chanceOf(ctx: ChanceContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'probability',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      if (level === 4) return expectedCount(ctx, rng);
      if (level === 5) return expectedScore(ctx, rng);
      return single(ctx, rng, level);
    },
  };
}

/** Expected value, the long-run average of a chance outcome: expected counts (levels 1-3), expected scores (4-5). */
export function expectedValueOf(ctx: ChanceContext): WordProblemTemplate {
  return {
    id: `${ctx.id}-expected`,
    topic: 'expected-value',
    theme: ctx.theme,
    build: (rng: Rng, level: DifficultyInt): WordProblem => (level <= 3 ? expectedCount(ctx, rng) : expectedScore(ctx, rng)),
  };
}
