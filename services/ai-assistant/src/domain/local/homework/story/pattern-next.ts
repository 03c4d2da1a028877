import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { nextTermOf } from '../number-skills/next-term.js';
import { tidyText } from './words.js';

/**
 * asdiv-mawps: "If this pattern continues": amounts told in order ("8 stickers on the first page, 16 on
 * the second …", "5 in April, 10 in May …") and the amount asked at a later place ("the fifth page",
 * "August"). The rule is the one the number skills use for "what comes next" (number-skills/next-term.ts:
 * the same step, steps that change evenly, or one factor, each seen at least twice), applied once for
 * every place ahead. Checked a second way: the told terms and the answer, read again as one list, keep
 * the same rule (one row of differences or of ratios stays the same). Three terms that do not grow by
 * one step (1, 2, 4: doubling, or adding one more each time) name no one rule and decline. A story without the word
 * "pattern", a number without its own place, places out of order or named after different things, a
 * total asked ("in all", "by the fifth", "so far") or a place that is not one to three ahead declines.
 */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// Months written with their capital ("may" is a verb); ordinals in any case, with the word they number ("page").
const PLACE = new RegExp(`\\b(${ORDINALS.map((o) => `[${o[0]}${o[0]!.toUpperCase()}]${o.slice(1)}`).join('|')}|${MONTHS.join('|')})\\b(?: ([a-z]+))?`, 'g');
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
// A total asked is not the next term: "in all", "altogether", "by the fifth week", "so far", "have saved".
const TOTAL_ASKED = /\b(?:in all|altogether|in total|total|by the|so far|until|through|have (?:saved|read|sent|collected|made)|will [a-z]+ have|after|sum|combined|more|less|fewer)\b/i;

type Place = { kind: 'ordinal' | 'month'; index: number; noun: string };

function placeOf(text: string): Place | null {
  const found = [...text.matchAll(PLACE)];
  if (found.length !== 1) return null;
  const [word, noun] = [found[0]![1]!, found[0]![2] ?? ''];
  const ordinal = ORDINALS.indexOf(word.toLowerCase());
  return ordinal >= 0 ? { kind: 'ordinal', index: ordinal, noun: noun.replace(/s$/, '') } : { kind: 'month', index: MONTHS.indexOf(word), noun: '' };
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

/** "first page … second page … fifth page": every ordinal that names its thing names the same one. */
function sameThing(places: readonly Place[]): boolean {
  const nouns = new Set(places.filter((p) => p.kind === 'ordinal' && p.noun !== '' && !['of', 'in', 'on', 'and', 'at'].includes(p.noun)).map((p) => p.noun));
  return nouns.size <= 1;
}

/** The terms continued `ahead` places by the next-term rule, or null when some step has no rule. */
function continued(values: readonly Exact[], ahead: number): { list: Exact[]; rule: string } | null {
  const list = [...values];
  let rule = '';
  for (let i = 0; i < ahead; i++) {
    const next = nextTermOf(list);
    if (!next) return null;
    if (i === 0) rule = next.rule;
    list.push(next.next);
  }
  return { list, rule };
}

const allEqual = (row: readonly Exact[]): boolean => row.length >= 2 && row.every((v) => v.equals(row[0]!));
const differences = (row: readonly Exact[]): Exact[] => row.slice(1).map((v, i) => v.sub(row[i]!));

/** Second way: the whole list, answer included, has one row of differences (up to the third) or of ratios that stays the same. */
function keepsRule(list: readonly Exact[]): boolean {
  let row = [...list];
  for (let order = 0; order < 3; order++) {
    row = differences(row);
    if (allEqual(row)) return true;
  }
  return list.every((v) => !v.equals(0)) && allEqual(list.slice(1).map((v, i) => v.div(list[i]!)));
}

export function solvePatternNext(statement: string): Solved | null {
  const text = tidyText(statement);
  const split = splitQuestion(text);
  if (!split || !/\bpattern\b/i.test(text) || /\d/.test(split.question) || TOTAL_ASKED.test(split.question)) return null;
  const told = terms(split.facts);
  const asked = placeOf(split.question);
  if (!told || !asked || !sameThing([...told.places, asked])) return null;
  const steps = [...told.places.slice(1), asked].map((p, i) => stepBetween(told.places[i]!, p));
  const ahead = steps.pop()!;
  // Ordinal places are told from the first one ("one book in the first week" leaves a term unread).
  if (steps.some((s) => s !== 1) || ahead < 1 || ahead > 3 || (told.places[0]!.kind === 'ordinal' && told.places[0]!.index !== 0)) return null;
  // 1, 2, 4 doubles or adds one more each time: three terms show only a constant step for sure.
  if (told.values.length < 4 && !allEqual(differences(told.values))) return null;
  const found = continued(told.values, ahead);
  if (!found || !keepsRule(found.list)) return null;
  const answer = found.list.at(-1)!;
  // Whole things told give whole things: 64, 48, 36, 27 then 20.25 counts no things.
  const whole = (v: Exact): boolean => v.d === 1n;
  if (answer.s < 0n || answer.equals(0) || (told.values.every(whole) && !found.list.every(whole))) return null;
  // "how many plastic cups will …", "how many pieces of mail will …": the thing counted is the last word before "of" or the verb.
  const phrase = /^\s*how many ((?:[a-z]+ )*?)(?:of |will |would |did |does |do |are |is |can |could |should |were |was )/i.exec(split.question)?.[1]?.trim() ?? '';
  const thing = phrase.split(' ').at(-1) ?? '';
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: split.question },
      { kind: 'facts', facts: [`in order: ${told.values.map((v) => show(v)).join(', ')}`] },
      { kind: 'number-sentence', sentence: `${told.values.map((v) => show(v)).join(', ')}, … ${ahead} more: ?`, schema: 'relation' },
      { kind: 'check', statement: `${found.rule}; ${found.list.map((v) => show(v)).join(', ')} keeps the same rule`, holds: true },
    ],
    answer: thing ? `${show(answer)} ${thing}` : show(answer),
  };
}
