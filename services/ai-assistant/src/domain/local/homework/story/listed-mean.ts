import { exact, showDecimal as show, terminates } from '../math-engine.js';
import { checkedMean } from '../number-skills/statistics.js';
import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { tidyText } from './words.js';

/**
 * asdiv-more: the mean of a list the story records: "He counted: 13, 8, 13, 21, 7 and 23. What is the
 * mean of the numbers?" → (13 + 8 + 13 + 21 + 7 + 23) ÷ 6. The list is written as one run of numbers
 * ("N, N, N and N", at least three) and is the only thing with numbers in the story; a story that
 * changes, leaves out or compares amounts, or asks anything but the mean, declines. A mean need not be
 * whole: one that does not end is shown as a fraction with its value to two places.
 */
const LIST = /(?<![\d.,])\$?\d+(?:\.\d+)?(?:\s*,\s*\$?\d+(?:\.\d+)?)+,?\s+(?:and|&)\s+\$?\d+(?:\.\d+)?(?!\d|\.\d)/g;
const NUMBER = /\d+(?:\.\d+)?/g;
const CHANGES = /\b(?:more|less|fewer|than|twice|half|times (?:as|more)|double|left|remain\w*|rest|other|another|except|without|not|n't|already|still|after|then|later|increase\w*|decrease\w*|lost|gave|spent|median|mode|range|most|least|highest|lowest)\b|%|\d\s*\/\s*\d/i;

export function solveListedMean(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const question = split.question.toLowerCase();
  if (!/^(?:what|find|calculate)\b.*\b(?:mean|average)\b/.test(question) || /\d/.test(question) || CHANGES.test(`${split.facts} ${split.question}`)) return null;
  const lists = [...split.facts.matchAll(LIST)];
  if (lists.length !== 1) return null;
  const values = (lists[0]![0].match(NUMBER) ?? []).map((n) => exact.fraction(n));
  // Every number of the story is in the list.
  if (values.length < 3 || (split.facts.match(NUMBER) ?? []).length !== values.length) return null;
  // The second way (in checkedMean): the mean times the count gives the sum back, and it lies between the least and the greatest.
  const checked = checkedMean(values);
  if (!checked) return null;
  const { sum, mean } = checked;
  const money = /\$/.test(lists[0]![0]);
  const shown = terminates(mean) ? show(mean) : `${mean.toFraction()} (about ${Number(mean.valueOf()).toFixed(2)})`;
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: split.question },
      { kind: 'facts', facts: [`the list: ${values.map((v) => show(v)).join(', ')} (${values.length} numbers)`] },
      { kind: 'number-sentence', sentence: `(${values.map((v) => show(v)).join(' + ')}) ÷ ${values.length} = ?`, schema: 'average' },
      { kind: 'check', statement: `${show(mean)} × ${values.length} = ${show(sum)}`, holds: true },
    ],
    answer: money && terminates(mean) ? `$${Number(mean.valueOf()).toFixed(mean.d === 1n ? 0 : 2)}` : shown,
  };
}
