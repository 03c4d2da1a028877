import { bestCommon, gcd, lcm } from '../number-skills/integers.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import type { SolutionStep, StorySchema } from '../steps.js';
import { exact } from '../math-engine.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';

/**
 * lcm-gcd: what the readers of common multiples and common factors share (meeting cycles, matching
 * packs, identical groups): the story cut into facts and question, every number it tells, the common
 * multiple or factor checked a second way, and the steps a student reads.
 */
export type Common = 'factor' | 'multiple';

export interface StoryText { facts: string; question: string; text: string }

export function storyText(statement: string): StoryText | null {
  const text = tidyText(statement);
  const split = splitQuestion(text);
  return split ? { facts: split.facts.trim(), question: split.question.trim(), text } : null;
}

/** Every number the text tells, with where it stands ("1,050" is one number). */
export function numbersIn(text: string): Array<{ value: number; at: number }> {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => ({ value: Number(m[0].replace(/,/g, '')), at: m.index }));
}

/**
 * The numbers of a text that are neither the ones read (by where they stand) nor a count of what the
 * story then tells one by one: "two pieces of ribbon, one 8 inches long and the other 16", "two types of
 * birds" (the number of amounts told, before all of them), "1 8 inches" (the pronoun "one" as a digit) and "only 1 type".
 */
export function unreadNumbers(text: string, read: ReadonlySet<number>, told: number): number[] {
  const first = Math.min(...read);
  const counts = (n: { value: number; at: number }): boolean => n.value === told && n.at < first && /^\d+ [a-z]/i.test(text.slice(n.at));
  // "only 1 type of CD in each box" is no amount either.
  const one = (n: { at: number }): boolean => /^1 \d/.test(text.slice(n.at)) || /^1 (?:type|kind)\b/.test(text.slice(n.at));
  return numbersIn(text).filter((n) => !read.has(n.at) && !counts(n) && !one(n)).map((n) => n.value);
}

/** The greatest common factor or least common multiple of whole numbers above 1, or null when it fails its check. */
export function commonOf(kind: Common, numbers: readonly number[]): bigint | null {
  if (numbers.length < 2 || numbers.some((n) => !Number.isInteger(n) || n < 2 || n > 1e6)) return null;
  const whole = numbers.map(BigInt);
  const answer = whole.reduce((a, n) => (kind === 'factor' ? gcd(a, n) : lcm(a, n)), kind === 'factor' ? 0n : 1n);
  // The second way: it divides (or is divided by) every number, and what is left after dividing shares no factor but 1.
  return bestCommon(kind, answer, whole) ? answer : null;
}

/** "12 bouquets", "2 CDs": a word written with capitals inside ("CDs", "DVDs") is shown as the story writes it. */
export function countOf(value: number, word: string): string {
  return /^.+[A-Z]/.test(word) ? `${value} ${word}` : showAnswer(exact.fraction(value), singular(word));
}

/** "flowers" and "flower", "boxes" and "box": one noun. */
export const sameNoun = (a: string, b: string): boolean => singular(a) === singular(b);

const NAME: Record<Common, string> = { factor: 'greatest common factor', multiple: 'least common multiple' };

/** Why no larger factor (smaller multiple) works: the quotients share no factor but 1. */
export function commonCheck(kind: Common, numbers: readonly number[], answer: bigint): string {
  const whole = numbers.map(BigInt);
  const each = whole.map((n) => (kind === 'factor' ? `${n} = ${answer} × ${n / answer}` : `${answer} = ${n} × ${answer / n}`)).join(', ');
  const rests = whole.map((n) => (kind === 'factor' ? n / answer : answer / n)).join(' and ');
  return `${each}; ${rests} share no factor but 1, so ${answer} is the ${kind === 'factor' ? 'greatest' : 'least'}`;
}

export interface CommonReading {
  question: string;
  facts: string[];
  kind: Common;
  numbers: readonly number[];
  answer: bigint;
  schema: StorySchema;
  /** A last step with the common number ("it ÷ 8" packs, "72 ÷ it" pencils in each), as shown in the number sentence. */
  then?: { sentence: (common: string) => string; check: string };
}

export function commonSteps(r: CommonReading): SolutionStep[] {
  const common = `${NAME[r.kind]} of ${r.numbers.join(' and ')}`;
  return [
    { kind: 'restate', problem: r.question },
    { kind: 'facts', facts: r.facts },
    { kind: 'number-sentence', sentence: `${r.then ? r.then.sentence(`(${common})`) : common} = ?`, schema: r.schema },
    { kind: 'check', statement: `${commonCheck(r.kind, r.numbers, r.answer)}${r.then ? `; ${r.then.check}` : ''}`, holds: true },
  ];
}
