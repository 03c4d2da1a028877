import { writeNumbersAsDigits } from '../text/number-words.js';
import { normalizeMathText } from './math-engine.js';
import { impliedNumbers } from './worded-expression.js';

/** What a plain exercise asks, once its instruction words are read. */
export type Exercise =
  | { kind: 'evaluate'; expression: string; values: Record<string, string> }
  | { kind: 'solve'; equations: string[]; variable: string | null; values?: Record<string, string> };

/** A number as written: whole, decimal, fraction, or a mixed number "2 1/2". */
export const NUM = String.raw`-?\d+(?:\s+\d+\/\d+(?![\d./])|(?:\.\d+)?(?:\/\d+)?)`;
/** A fraction or mixed number that can take a part "of" something: "1/2", "1 1/2". */
export const FRACTION = String.raw`\d+(?:\s+\d+)?\/\d+`;
export const VERB = String.raw`(?:please\s+)?(?:what\s+is|what's|calculate|compute|evaluate|work\s+out|find|determine|give|simplify|tell\s+me)`;
export const LEAD = new RegExp(String.raw`^${VERB}\s*(?:the\s+value\s+of\s+|the\s+result\s+of\s+)?:?\s*`, 'i');

/** A negative number inside an expression keeps its own brackets: 5 - (-3). */
export function wrap(value: string): string {
  return value.startsWith('-') ? `(${value})` : value;
}

/** "|3 - 8|" → "abs(3 - 8)"; bars that do not pair up plainly (nested, odd) are left for the reader to refuse. */
function absoluteBars(text: string): string {
  const bars = (text.match(/\|/g) ?? []).length;
  return bars % 2 === 0 ? text.replace(/\|([^|]+)\|/g, 'abs($1)') : text;
}

export function clean(text: string): string {
  return absoluteBars(normalizeMathText(text)).replace(/\*\*/g, '^').replace(/[?.!]+\s*$/, '').replace(/\s*=\s*$/, '').trim();
}

/** Signed numbers as written: a minus counts as a sign only at the start or after a space, bracket or operator. */
export function signedNumbers(text: string): string[] {
  const found = normalizeMathText(text).replace(/\*\*/g, '^').match(/(?:(?<=^|[\s(+*/^=,:|-])-)?\d+(?:\.\d+)?/g) ?? [];
  return found.map((n) => String(Number(n))).sort();
}

/** Whether an expression read from words has exactly the numbers the words say (as digits or words, and "twice" as 2). */
export function saysTheSameNumbers(words: string, expression: string): boolean {
  const said = [...signedNumbers(writeNumbersAsDigits(words)), ...impliedNumbers(words)].sort();
  return said.join(' ') === signedNumbers(expression).join(' ');
}
