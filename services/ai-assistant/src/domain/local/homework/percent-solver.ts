import { formatDecimal } from './math-engine.js';
import type { Solved } from './steps.js';

const NUMBER = String.raw`(-?\d[\d,]*(?:\.\d+)?)`;
const PERCENT_OF = new RegExp(String.raw`${NUMBER}\s*(?:%|percent)\s+of\s+\$?${NUMBER}`, 'i');
const WHAT_PERCENT = new RegExp(String.raw`what\s+percent(?:age)?\s+of\s+\$?${NUMBER}\s+is\s+\$?${NUMBER}`, 'i');
const IS_WHAT_PERCENT = new RegExp(String.raw`\$?${NUMBER}\s+is\s+what\s+percent(?:age)?\s+of\s+\$?${NUMBER}`, 'i');

const num = (text: string | undefined): number => Number((text ?? '').replace(/,/g, ''));

/** "What is 15% of 80?", "What percent of 80 is 12?", "12 is what percent of 80?" */
export function solvePercentage(text: string): Solved | null {
  const whatPercent = WHAT_PERCENT.exec(text);
  const isWhatPercent = IS_WHAT_PERCENT.exec(text);
  if (whatPercent || isWhatPercent) {
    const whole = num(whatPercent ? whatPercent[1] : isWhatPercent?.[2]);
    const part = num(whatPercent ? whatPercent[2] : isWhatPercent?.[1]);
    if (whole === 0) return null;
    const decimal = formatDecimal(part / whole);
    const percent = formatDecimal((part / whole) * 100);
    return {
      kind: 'percentage',
      steps: [
        { kind: 'restate', problem: `what percent of ${formatDecimal(whole)} is ${formatDecimal(part)}` },
        { kind: 'part-over-whole', part: formatDecimal(part), whole: formatDecimal(whole), decimal, percent },
      ],
      answer: `${percent}%`,
    };
  }
  const percentOf = PERCENT_OF.exec(text);
  if (!percentOf) return null;
  const pct = num(percentOf[1]);
  const whole = num(percentOf[2]);
  const decimal = formatDecimal(pct / 100);
  const result = formatDecimal((pct * whole) / 100);
  return {
    kind: 'percentage',
    steps: [
      { kind: 'restate', problem: `${formatDecimal(pct)}% of ${formatDecimal(whole)}` },
      { kind: 'percent-to-decimal', percent: formatDecimal(pct), decimal },
      { kind: 'percent-of', decimal, whole: formatDecimal(whole), result },
    ],
    answer: result,
  };
}
