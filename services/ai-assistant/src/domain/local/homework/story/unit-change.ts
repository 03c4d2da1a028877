import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { showAnswer } from './wording.js';
import { singular, tidyText } from './words.js';

/**
 * asdiv: one measure told, the same measure asked in another unit of its kind: "It was 48 inches
 * long. How many feet long was it?" → 48 ÷ 12; "in 11 days. How many minutes …?" → 11 × 1440;
 * "11 quarters. How many cents?" → 11 × 25; "$1.30 … paid with nickels. How many nickels?" → 130 ÷ 5.
 * Only a story with that one number, asking "how many" of the other unit; anything that changes,
 * compares or shares the amount declines, and so does a count of coins that does not come out whole.
 */
const SIZES: Record<string, Record<string, number>> = {
  time: { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800 },
  length: { inch: 1, foot: 12, yard: 36, mile: 63360 },
  metric: { millimeter: 1, centimeter: 10, meter: 1000, kilometer: 1000000 },
  weight: { ounce: 1, pound: 16 },
  mass: { gram: 1, kilogram: 1000 },
  volume: { cup: 1, pint: 2, quart: 4, gallon: 16 },
  money: { cent: 1, penny: 1, nickel: 5, dime: 10, quarter: 25, dollar: 100 },
};
const COINS = new Set(['penny', 'nickel', 'dime', 'quarter']);
const SINGULAR: Record<string, string> = { feet: 'foot', foot: 'foot', inches: 'inch', pennies: 'penny', cents: 'cent' };
// Words that change, compare, share or repeat the amount: more than a change of unit.
const MORE_THAN_A_CHANGE = /\b(?:left|remain\w*|more|less|fewer|than|each|per|every|half|twice|double|triple|times|some|cut|spent|spend|gave|give|lost|used|ate|another|other|again|rest|share\w*|split|divided|equally|total|altogether|all|both|and|or|if|after|pieces?|parts?|a day|an hour|a week)\b/i;

const unitOf = (word: string): string => SINGULAR[word.toLowerCase()] ?? singular(word);
const kindOf = (unit: string): string | null => Object.keys(SIZES).find((kind) => unit in SIZES[kind]!) ?? null;

interface Change { value: Exact; from: string; to: string; kind: string }

function read(statement: string): Change | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const numbers = [...`${split.facts} ${split.question}`.matchAll(/\d[\d,]*(?:\.\d+)?/g)];
  if (numbers.length !== 1 || MORE_THAN_A_CHANGE.test(`${split.facts} ${split.question}`)) return null;
  const told = /(\d[\d,]*(?:\.\d+)?)\s+([a-z]+)\b/.exec(split.facts);
  const asked = /^\s*how many ([a-z]+)\b/i.exec(split.question);
  if (!told || !asked) return null;
  const [from, to] = [unitOf(told[2]!), unitOf(asked[1]!)];
  const kind = kindOf(from);
  if (!kind || kind !== kindOf(to) || from === to) return null;
  // "paid with nickels": coins asked of a money amount must be named as what was paid with.
  if (COINS.has(to) && from !== 'dollar' && from !== 'cent') return null;
  return { value: exact.fraction(told[1]!.replace(/,/g, '')), from, to, kind };
}

export function solveUnitChange(statement: string): Solved | null {
  const change = read(statement);
  if (!change) return null;
  const { value, from, to, kind } = change;
  const [sizeFrom, sizeTo] = [SIZES[kind]![from]!, SIZES[kind]![to]!];
  const answer = value.mul(sizeFrom).div(sizeTo);
  // Coins are counted whole; a measure is shown only when its decimal ends within two places.
  if ((COINS.has(to) && answer.d !== 1n) || !answer.mul(100).d.toString().match(/^1$/) || answer.s < 0n) return null;
  // The second way: the answer changed back gives the story's number.
  if (!answer.mul(sizeTo).div(sizeFrom).equals(value)) return null;
  const bigger = sizeFrom > sizeTo;
  const factor = exact.fraction(bigger ? sizeFrom : sizeTo).div(bigger ? sizeTo : sizeFrom);
  const [one, many] = bigger ? [from, to] : [to, from];
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: splitQuestion(statement)?.question ?? statement },
      { kind: 'facts', facts: [showAnswer(value, from), `1 ${one} = ${show(factor)} ${many === 'foot' ? 'feet' : `${many}s`}`] },
      { kind: 'number-sentence', sentence: `${show(value)} ${bigger ? '×' : '÷'} ${show(factor)} = ?`, schema: 'rate' },
      { kind: 'check', statement: `${show(answer)} ${bigger ? '÷' : '×'} ${show(factor)} = ${show(value)}`, holds: true },
    ],
    answer: showAnswer(answer, to),
  };
}
