import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { tidyText } from './words.js';

/**
 * asdiv-more: "If this pattern continues": amounts told in order ("8 stickers on the first page, 16 on
 * the second …", "5 in April, 10 in May …") and the amount asked at a later place ("the fifth page",
 * "August"). The rule must be one a student names: the same amount added each time, the same number
 * multiplied each time, or differences that grow by the same amount each time (told at least four
 * times). Every rule that fits must give the same answer; a story without the word "pattern", a number
 * without its place, places out of order or a place asked that is not later declines.
 */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// Months written with their capital ("may" is a verb); ordinals in any case.
const PLACE = new RegExp(`\\b(${ORDINALS.map((o) => `[${o[0]}${o[0]!.toUpperCase()}]${o.slice(1)}`).join('|')}|${MONTHS.join('|')})\\b`, 'g');
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

type Place = { kind: 'ordinal' | 'month'; index: number };

function placeOf(text: string): Place | null {
  const found = [...text.matchAll(PLACE)].map((m) => m[1]!);
  if (found.length !== 1) return null;
  const ordinal = ORDINALS.indexOf(found[0]!.toLowerCase());
  return ordinal >= 0 ? { kind: 'ordinal', index: ordinal } : { kind: 'month', index: MONTHS.indexOf(found[0]!) };
}

/** Each number with the place written after it, before the next number. */
function terms(facts: string): { values: Exact[]; places: Place[] } | null {
  const numbers = [...facts.matchAll(NUMBER)];
  const values: Exact[] = [];
  const places: Place[] = [];
  for (const [i, m] of numbers.entries()) {
    const place = placeOf(facts.slice(m.index + m[0].length, numbers[i + 1]?.index ?? facts.length));
    if (!place) return null;
    values.push(exact.fraction(m[0].replace(/,/g, '')));
    places.push(place);
  }
  return values.length >= 3 ? { values, places } : null;
}

/** How many places after the previous one: 1 for the next ordinal or month (December → January). */
const stepBetween = (a: Place, b: Place): number => (a.kind !== b.kind ? 0 : a.kind === 'month' ? (b.index - a.index + 12) % 12 : b.index - a.index);

function continued(values: Exact[], ahead: number): Exact[] {
  const answers: Exact[] = [];
  const diffs = values.slice(1).map((v, i) => v.sub(values[i]!));
  if (diffs.every((d) => d.equals(diffs[0]!))) answers.push(values.at(-1)!.add(diffs[0]!.mul(ahead)));
  if (values.every((v) => !v.equals(0))) {
    const ratios = values.slice(1).map((v, i) => v.div(values[i]!));
    if (ratios.every((r) => r.equals(ratios[0]!)) && !ratios[0]!.equals(1)) answers.push(values.at(-1)!.mul(ratios[0]!.pow(ahead)));
  }
  const second = diffs.slice(1).map((d, i) => d.sub(diffs[i]!));
  if (values.length >= 4 && second.every((s) => s.equals(second[0]!)) && !second[0]!.equals(0)) {
    let [value, diff] = [values.at(-1)!, diffs.at(-1)!];
    for (let i = 0; i < ahead; i++) [diff, value] = [diff.add(second[0]!), value.add(diff.add(second[0]!))];
    answers.push(value);
  }
  return answers;
}

export function solvePatternNext(statement: string): Solved | null {
  const text = tidyText(statement);
  const split = splitQuestion(text);
  if (!split || !/\bpattern\b/i.test(text) || /\d/.test(split.question)) return null;
  const told = terms(split.facts);
  const asked = placeOf(split.question);
  if (!told || !asked) return null;
  const steps = [...told.places.slice(1), asked].map((p, i) => stepBetween(told.places[i]!, p));
  const ahead = steps.pop()!;
  if (steps.some((s) => s !== 1) || ahead < 1 || ahead > 3) return null;
  const answers = continued(told.values, ahead);
  if (answers.length === 0 || answers.some((a) => !a.equals(answers[0]!)) || answers[0]!.s < 0n) return null;
  const answer = answers[0]!;
  // "how many plastic cups will …", "how many pieces of mail will …": the thing counted is the last word before "of" or the verb.
  const phrase = /^\s*how many ((?:[a-z]+ )*?)(?:of |will |would |did |does |do |are |is |can |could |should |were |was )/i.exec(split.question)?.[1]?.trim() ?? '';
  const thing = phrase.split(' ').at(-1) ?? '';
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: split.question },
      { kind: 'facts', facts: [`in order: ${told.values.map((v) => show(v)).join(', ')}`] },
      { kind: 'number-sentence', sentence: `${told.values.map((v) => show(v)).join(', ')}, … ${ahead} more: ?`, schema: 'relation' },
      { kind: 'check', statement: `${[...told.values, answer].map((v) => show(v)).join(', ')} keeps the same rule`, holds: true },
    ],
    answer: thing ? `${show(answer)} ${thing}` : show(answer),
  };
}
