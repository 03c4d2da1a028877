import { writeNumbersAsDigits } from '../../text/number-words.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Consecutive integers with a told sum: "Find three consecutive integers whose sum is 36.", "The sum of
 * two consecutive odd numbers is 56. What are the numbers?", "… What is the largest?" (one of them). With n the smallest and k numbers a step s
 * apart (1, or 2 for even or odd), k·n + s·(0 + 1 + … + (k − 1)) = sum, so n = (sum − s·k(k − 1)/2) ÷ k; a
 * sum that leaves n not a whole number, or of the wrong parity, has no answer and is declined. Checked a
 * second way: the numbers found add up to the sum and each is s more than the one before.
 */
const KIND = String.raw`consecutive\s+(?:(even|odd)\s+)?(?:whole\s+numbers|integers|numbers)`;
const COUNT = String.raw`(two|three|four|five|2|3|4|5)`;
const WHOSE_SUM = new RegExp(String.raw`^(?:find|what\s+are)\s+${COUNT}\s+${KIND}\s+(?:whose\s+sum\s+is|that\s+(?:add\s+up\s+to|sum\s+to|have\s+a\s+sum\s+of))\s+(-?\d+)$`, 'i');
const WHICH = String.raw`(smallest|least|largest|greatest|biggest|first|second|third|middle)`;
const ASKED = String.raw`(?:(?:find|what\s+are)\s+(?:the|these|those)\s+(?:numbers|integers)|(?:find|what\s+is)\s+the\s+${WHICH}(?:\s+(?:one|integer|number|of\s+(?:them|the\s+(?:numbers|integers|three|two|four|five))))?)`;
const SUM_IS = new RegExp(String.raw`^the\s+sum\s+of\s+${COUNT}\s+${KIND}\s+is\s+(-?\d+)\s*[.,;]\s*${ASKED}$`, 'i');
const PLACE: Record<string, (count: number) => number | null> = {
  smallest: () => 0, least: () => 0, first: () => 0, largest: (k) => k - 1, greatest: (k) => k - 1, biggest: (k) => k - 1,
  second: (k) => (k >= 2 ? 1 : null), third: (k) => (k >= 3 ? 2 : null), middle: (k) => (k % 2 === 1 ? (k - 1) / 2 : null),
};

function consecutive(statement: string): SkillAnswer | null {
  const m = WHOSE_SUM.exec(statement) ?? SUM_IS.exec(statement);
  if (!m?.[1] || !m[3]) return null;
  const count = Number(writeNumbersAsDigits(m[1].toLowerCase()));
  const parity = m[2]?.toLowerCase();
  const [step, sum] = [parity ? 2 : 1, Number(m[3])];
  if (!Number.isInteger(count) || count < 2 || !Number.isSafeInteger(sum)) return null;
  const gaps = (step * count * (count - 1)) / 2;
  const first = (sum - gaps) / count;
  if (!Number.isInteger(first) || (parity === 'even' && first % 2 !== 0) || (parity === 'odd' && Math.abs(first % 2) !== 1)) return null;
  const numbers = Array.from({ length: count }, (_, i) => first + i * step);
  // Second way: they add up to the sum and each is `step` more than the one before.
  if (numbers.reduce((a, b) => a + b, 0) !== sum || numbers.some((n, i) => i > 0 && n - (numbers[i - 1] ?? 0) !== step)) return null;
  const terms = numbers.map((_, i) => (i === 0 ? 'n' : `(n + ${i * step})`)).join(' + ');
  const which = parity ? `consecutive ${parity} integers` : 'consecutive integers';
  // "What is the largest?" asks one of them.
  const place = m[4] ? PLACE[m[4].toLowerCase()]?.(count) ?? null : undefined;
  if (place === null) return null;
  return {
    problem: `${count} ${which} whose sum is ${sum}`,
    facts: [`call the smallest n; the others are ${numbers.slice(1).map((_, i) => `n + ${(i + 1) * step}`).join(', ')}`],
    schema: 'unknown-number',
    sentence: `${terms} = ${sum}, so ${count}n + ${gaps} = ${sum} and n = (${sum} − ${gaps}) ÷ ${count} = ${first}`,
    check: `${numbers.join(' + ')} = ${sum}, and each is ${step} more than the one before`,
    answer: place === undefined ? numbers.join(', ') : String(numbers[place]),
  };
}

export const CONSECUTIVE_SKILLS = [consecutive];
