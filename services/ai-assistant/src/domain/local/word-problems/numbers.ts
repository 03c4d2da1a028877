import type { DifficultyInt } from '@studyhall/ai-contracts';
import type { Rng } from '../prng.js';

/** Number size grows with difficulty: level 1 stays under 20, level 5 reaches the thousands. */
const MAX_BY_LEVEL: Record<DifficultyInt, number> = { 1: 12, 2: 30, 3: 90, 4: 400, 5: 1500 };

export function sized(rng: Rng, level: DifficultyInt, min = 2): number {
  return rng.int(min, Math.max(min + 1, MAX_BY_LEVEL[level] ?? 1500));
}

/** A small factor (multipliers, counts, laps) that grows gently with difficulty. */
export function factor(rng: Rng, level: DifficultyInt): number {
  return rng.int(2, 3 + level * 2);
}

/** Percentages: friendly ones at low levels, any whole percent later. */
export function percent(rng: Rng, level: DifficultyInt): number {
  return level <= 3 ? rng.pick([10, 20, 25, 50, 75]) : rng.pick([5, 12, 15, 35, 40, 45, 60, 65, 80, 85]);
}

/** Rounds away binary noise so 0.1 + 0.2 displays and compares as 0.3. */
export function tidy(value: number, decimals = 6): number {
  return Number(value.toFixed(decimals));
}

const formatters = new Map<number, Intl.NumberFormat>();

/** "1,413.5"; one Intl formatter per precision (toLocaleString builds a new one on every call). */
export function formatNumber(value: number, decimals = 0): string {
  const fixed = tidy(value, decimals);
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
    formatters.set(decimals, formatter);
  }
  return formatter.format(fixed);
}

/** "3 × 4" in text; mathjs needs "3 * 4". */
export function showProduct(a: number | string, b: number | string): string {
  return `${a} × ${b}`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}
