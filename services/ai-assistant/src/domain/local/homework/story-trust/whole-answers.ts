import { exact, showMixed, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { factsOf, type SolutionParts } from './solution-parts.js';

/**
 * A quotient that is not whole, for things that only come whole (days of work, cups, houses):
 * "how many days does he need" rounds up (the last part-day is still a day), "how many cups were
 * filled" and "how many will each get" round down with a remainder; anything else is declined.
 */
const CONTINUOUS = /^(?:\$|dollars?|cents?|miles?|kilometers?|meters?|centimeters?|millimeters?|feet|foot|inch(?:es)?|yards?|pounds?|ounces?|grams?|kilograms?|tons?|gallons?|liters?|milliliters?|ml|hours?|minutes?|seconds?|degrees?|percent|quarts?|pints?|teaspoons?|tablespoons?|(?:square|cubic) [a-z]+|[a-z]+ per [a-z]+)$/;
const NEEDED = /\b(?:need|needs|needed|required|take|takes|to finish|to complete)\b/i;
const WHOLE_ONES = /\b(?:filled|full|each [a-z]+ (?:get|gets|receive|receives|have)|will each)\b/i;
const N = '(\\d+(?:\\.\\d+)?)';
/** "519 / 42", "519 ÷ 42", or the rate form "1 ÷ 42 × 519": the total and the size of one. */
const DIVISIONS: ReadonlyArray<[RegExp, number, number]> = [[new RegExp(`^${N} [/÷] ${N}$`), 1, 2], [new RegExp(`^1 [/÷] ${N} [*×] ${N}$`), 2, 1]];

function totalAndSize(sentence: string): [Exact, Exact] | null {
  for (const [form, total, size] of DIVISIONS) {
    const m = form.exec(sentence.trim());
    if (m && Number.isInteger(Number(m[total])) && Number.isInteger(Number(m[size]))) return [exact.fraction(m[total] ?? '0'), exact.fraction(m[size] ?? '1')];
  }
  return null;
}

function replaceAnswer(solved: Solved, whole: Exact, unit: string, note: string): Solved {
  const answer = unit === '$' ? `$${whole.toString()}` : `${whole.toString()} ${unit}`;
  return { ...solved, steps: [...solved.steps, { kind: 'check', statement: note, holds: true }], answer };
}

/** The solution as it should be shown, or null when its answer cannot be a number of whole things. */
export function wholeAnswer(statement: string, solved: Solved, parts: SolutionParts): Solved | null {
  const { value, unit } = parts;
  // A part that is not whole because the story's own numbers are not ("0.625 of the cake") is kept.
  if (!value || value.d === 1n || CONTINUOUS.test(unit) || !/[/÷]/.test(parts.sentence)) return solved;
  // asdiv-more: a mean of counts (5.5 cars a day) is a measure of the list, not a number of whole things.
  if (parts.schema === 'average') return solved;
  const division = totalAndSize(parts.sentence);
  if (!division) return null;
  const [total, size] = division;
  // Checked a second way: the quotient taken back gives the total.
  if (!total.div(size).equals(value)) return null;
  const { question } = factsOf(statement);
  const down = value.floor();
  const made = down.mul(size);
  if (NEEDED.test(question) && !WHOLE_ONES.test(question)) {
    const up = down.add(1);
    return replaceAnswer(solved, up, unit, `${showMixed(value)} is not whole: ${down.toString()} × ${size.toString()} = ${made.toString()} is less than ${total.toString()}, so ${up.toString()} are needed`);
  }
  if (!WHOLE_ONES.test(question) || down.equals(0)) return null;
  return replaceAnswer(solved, down, unit, `${down.toString()} × ${size.toString()} = ${made.toString()}, and the ${total.sub(made).toString()} left over are not enough for one more`);
}
