import { writeNumbersAsDigits } from '../text/number-words.js';
import { evaluateExact } from './math-engine.js';

/**
 * An expression said in words ("3 more than twice 5", "the sum of 4 and the product of 2 and 6",
 * "half of the difference between 20 and 8") written as the expression it means ("2 * 5 + 3").
 *
 * Every way of grouping the words that follows the order of operations is tried: "twice" and "squared" hold
 * on to the one part next to them ("twice a plus 1" is 2a + 1, "7 squared minus 4 squared" is 49 − 16), a product or quotient takes no sum or difference as a part ("5 less than 3 times 4" is
 * 3 × 4 − 5, never (3 − 5) × 4), and what is taken away or divided by is no bare chain of operations ("10 minus
 * 4 plus 3" is 9). "The sum of …", "the square of …", "half of …" and "… decreased by …" may group either way. The words are read only when every grouping left that reads
 * all of them gives the same value; anything else is declined rather than guessed.
 */
const NUMBER = /^-?\d+(?:\.\d+)?(?:\/\d+)?$/;
const MAX_WORDS = 24;
const MAX_READINGS = 64;

/** `chain`: the reading's outer operation came from two-sided words ("4 plus 2"), not from grouping words. */
type Reading = { expression: string; grouped: boolean; chain?: 'add' | 'multiply' };

/** Two-sided phrases: the words between the two parts, and how they combine (a is the left part). */
const INFIX: Array<[string[], (a: string, b: string) => string]> = [
  [['more', 'than'], (a, b) => `${b} + ${a}`],
  [['greater', 'than'], (a, b) => `${b} + ${a}`],
  [['less', 'than'], (a, b) => `${b} - ${a}`],
  [['fewer', 'than'], (a, b) => `${b} - ${a}`],
  [['added', 'to'], (a, b) => `${b} + ${a}`],
  [['subtracted', 'from'], (a, b) => `${b} - ${a}`],
  [['increased', 'by'], (a, b) => `${a} + ${b}`],
  [['decreased', 'by'], (a, b) => `${a} - ${b}`],
  [['plus'], (a, b) => `${a} + ${b}`],
  [['minus'], (a, b) => `${a} - ${b}`],
  [['times'], (a, b) => `${a} * ${b}`],
  [['multiplied', 'by'], (a, b) => `${a} * ${b}`],
  [['divided', 'by'], (a, b) => `${a} / ${b}`],
];

/** "the sum of A and B" and its kin. */
const OF_TWO: Array<[string[], (a: string, b: string) => string]> = [
  [['the', 'sum', 'of'], (a, b) => `${a} + ${b}`],
  [['the', 'total', 'of'], (a, b) => `${a} + ${b}`],
  [['the', 'difference', 'of'], (a, b) => `${a} - ${b}`],
  [['the', 'difference', 'between'], (a, b) => `${a} - ${b}`],
  [['the', 'product', 'of'], (a, b) => `${a} * ${b}`],
  [['the', 'quotient', 'of'], (a, b) => `${a} / ${b}`],
];

/** One-part phrases before a part ("twice", "half of") and after it ("squared"). */
const PREFIX: Array<[string[], (a: string) => string]> = [
  [['twice'], (a) => `2 * ${a}`],
  [['double'], (a) => `2 * ${a}`],
  [['triple'], (a) => `3 * ${a}`],
  [['half', 'of'], (a) => `${a} / 2`],
  [['the', 'square', 'of'], (a) => `${a} ^ 2`],
  [['the', 'cube', 'of'], (a) => `${a} ^ 3`],
  [['the', 'opposite', 'of'], (a) => `-${a}`],
];
const SUFFIX: Array<[string[], (a: string) => string]> = [
  [['squared'], (a) => `${a} ^ 2`],
  [['cubed'], (a) => `${a} ^ 3`],
];

/** The numbers a phrase stands for without writing them: "twice" is 2, "squared" is ^ 2. */
const IMPLIED: Record<string, string> = { twice: '2', double: '2', triple: '3', half: '2', square: '2', squared: '2', cube: '3', cubed: '3' };

const startsWith = (words: readonly string[], at: number, phrase: readonly string[]): boolean => phrase.every((w, k) => words[at + k] === w);

const VARIABLE = /^[a-z]$/;

/** How a two-sided phrase combines its parts, for the order of operations: which part is taken away or divided by. */
const MULTIPLYING = new Set(['times', 'multiplied by', 'divided by']);
const TAKEN_LEFT = new Set(['less than', 'fewer than', 'subtracted from']);
const TAKEN_RIGHT = new Set(['minus', 'decreased by', 'divided by']);

/** "twice a plus 1" is 2a + 1; "the square of a number minus 4" and "half of a number plus 3" may group either way. */
const TIGHT_PREFIX = new Set(['twice', 'double', 'triple']);
/** "a number decreased by 4" may be one part: "three times a number decreased by 4" is read both ways. */
const LOOSE_INFIX = new Set(['increased by', 'decreased by']);

/** Whether parts a and b may be joined by the phrase under the order of operations (see above). */
function followsOrder(phrase: string, a: Reading, b: Reading): boolean {
  if (MULTIPLYING.has(phrase) && (a.chain === 'add' || b.chain === 'add')) return false;
  if (TAKEN_LEFT.has(phrase) && a.chain) return false;
  if (TAKEN_RIGHT.has(phrase) && b.chain) return false;
  return true;
}

/** A part used inside a bigger one keeps its own brackets unless it is one number or one letter. */
const part = (r: Reading): string => ((NUMBER.test(r.expression) && !r.expression.startsWith('-')) || VARIABLE.test(r.expression) ? r.expression : `(${r.expression})`);

/** The letters whose values were told ("x squared plus 3 when x = 4"): each reads as one part. */
type Told = Readonly<Record<string, string>>;

function readSpan(words: readonly string[], from: number, to: number, memo: Map<string, Reading[]>, told: Told = {}): Reading[] {
  const key = `${from}:${to}`;
  const known = memo.get(key);
  if (known) return known;
  memo.set(key, []);
  const found: Reading[] = [];
  const add = (expression: string, chain?: Reading['chain']): void => {
    if (found.length < MAX_READINGS) found.push({ expression, grouped: true, ...(chain ? { chain } : {}) });
  };
  const word = words[from] ?? '';
  if (to - from === 1 && (NUMBER.test(word) || (VARIABLE.test(word) && word in told))) found.push({ expression: word, grouped: false });
  for (const [phrase, build] of PREFIX) {
    if (!startsWith(words, from, phrase)) continue;
    for (const a of readSpan(words, from + phrase.length, to, memo, told)) if (!a.chain || !TIGHT_PREFIX.has(phrase.join(' '))) add(build(part(a)));
  }
  for (const [phrase, build] of SUFFIX) {
    if (to - phrase.length <= from || !startsWith(words, to - phrase.length, phrase)) continue;
    for (const a of readSpan(words, from, to - phrase.length, memo, told)) if (!a.chain) add(build(part(a)));
  }
  for (const [phrase, build] of OF_TWO) {
    if (!startsWith(words, from, phrase)) continue;
    for (let and = from + phrase.length + 1; and < to - 1; and++) {
      if (words[and] !== 'and') continue;
      for (const a of readSpan(words, from + phrase.length, and, memo, told)) for (const b of readSpan(words, and + 1, to, memo, told)) add(build(part(a), part(b)));
    }
  }
  for (const [phrase, build] of INFIX) {
    for (let at = from + 1; at + phrase.length < to; at++) {
      if (!startsWith(words, at, phrase)) continue;
      const kind = MULTIPLYING.has(phrase.join(' ')) ? 'multiply' : LOOSE_INFIX.has(phrase.join(' ')) ? undefined : 'add';
      for (const a of readSpan(words, from, at, memo, told)) for (const b of readSpan(words, at + phrase.length, to, memo, told)) {
        if (followsOrder(phrase.join(' '), a, b)) add(build(part(a), part(b)), kind);
      }
    }
  }
  memo.set(key, found);
  return found;
}

/**
 * The words as one expression, or null when they are not all read or their groupings disagree. With
 * `told` values, the letters told are parts too, and the groupings must agree once the values are put in.
 */
export function readWordedExpression(text: string, told: Told = {}): string | null {
  const said = writeNumbersAsDigits(text.toLowerCase());
  const words = said.replace(/[?.!]+\s*$/, '').replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > MAX_WORDS) return null;
  const readings = readSpan(words, 0, words.length, new Map(), told).filter((r) => r.grouped);
  if (readings.length === 0 || readings.length >= MAX_READINGS) return null;
  const withValues = (expression: string): string => expression.replace(/\b[a-z]\b/g, (letter) => `(${told[letter] ?? letter})`);
  const values = readings.map((r) => evaluateExact(withValues(r.expression).replace(/(\d+)\/(\d+)/g, '($1/$2)')));
  if (values.some((v) => v === null)) return null;
  const first = values[0]!;
  return values.every((v) => v!.equals(first)) ? readings[0]!.expression : null;
}

/** The numbers the phrase words stand for ("twice" → 2), so a reading's numbers can be checked against what was written. */
export function impliedNumbers(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w in IMPLIED).map((w) => IMPLIED[w]!);
}
