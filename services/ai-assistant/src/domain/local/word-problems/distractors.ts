import { formatNumber } from './numbers.js';

/**
 * Three wrong options shown exactly as the answer is shown, taken first from typical mistakes
 * and then from nearby values; never equal to the answer or to each other once displayed.
 */
export function pickDistractors(answer: number, mistakes: readonly number[], decimals: number): number[] {
  const shown = new Set([formatNumber(answer, decimals)]);
  const chosen: number[] = [];
  const consider = (value: number): void => {
    if (chosen.length >= 3 || !Number.isFinite(value)) return;
    if (answer > 0 && value <= 0) return;
    // Whole-number answers get whole-number distractors: "13.5 lines" gives the answer away.
    if (Number.isInteger(answer) && !Number.isInteger(Number(value.toFixed(decimals)))) return;
    const text = formatNumber(value, decimals);
    if (shown.has(text)) return;
    shown.add(text);
    chosen.push(Number(value.toFixed(decimals)));
  };
  mistakes.forEach(consider);
  const step = Math.max(1, Math.round(Math.abs(answer) * 0.1));
  for (let k = 1; chosen.length < 3; k++) {
    consider(answer + k * step);
    consider(answer - k * step);
  }
  return chosen;
}
