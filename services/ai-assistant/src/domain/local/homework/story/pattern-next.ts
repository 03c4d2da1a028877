import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular, tidyText } from './words.js';

/**
 * "If this pattern continues": amounts told each at its place, in order ("8 stickers on the first page, 16 stickers
 * on the second page, …", "5 pieces of mail in April, 10 … in May", "1 lap on Wednesday, 2 laps on Thursday") and the
 * amount asked at a place one to three ahead ("the fifth page", "August", "Monday").
 * Only a pattern that is certain is continued: at least four terms, and exactly one of the school rules fits every
 * term: the same step (+9), steps that change by the same amount (+1, +2, +3), or the same whole factor (×3).
 * A rule seen less often, or two rules that part ways (2, 3, 5, 8 also adds the two before), declines.
 * Places must follow one another from the first ordinal, named after one thing; a total asked ("in all", "by the")
 * declines. Checked a second way: the answer from the rule's closed form (first term, step or factor, place number).
 */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
// Months and days with their capital ("may" is a verb); ordinals in any case, with the word they number ("page").
const PLACE = new RegExp(`\\b(${ORDINALS.map((o) => `[${o[0]}${o[0]!.toUpperCase()}]${o.slice(1)}`).join('|')}|${MONTHS.join('|')}|${DAYS.join('|')})\\b(?: ([a-z]+))?`, 'g');
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const TOTAL_ASKED = /\b(?:in all|altogether|in total|total|by the|so far|until|through|have (?:saved|read|sent|collected|made)|will [a-z]+ have|after|sum|combined|more|less|fewer|each|per|average)\b/i;

type Place = { kind: 'ordinal' | 'month' | 'day'; index: number; noun: string; thing: string };

/** The place written in `text`, and the thing counted before it ("stickers on the first page" → "sticker"). */
function placeOf(text: string): Place | null {
  const found = [...text.matchAll(PLACE)];
  if (found.length !== 1) return null;
  const [word, noun] = [found[0]![1]!, found[0]![2] ?? ''];
  const before = text.slice(0, found[0]!.index).replace(/\s+(?:in|on|from|to|for|at|into|onto|during)(?:\s+the)?\s*$/i, '').trim();
  const thing = singular((before.split(' of ')[0] ?? '').split(' ').at(-1)?.toLowerCase() ?? '');
  const ordinal = ORDINALS.indexOf(word.toLowerCase());
  if (ordinal >= 0) return { kind: 'ordinal', index: ordinal, noun: noun.replace(/s$/, ''), thing };
  return MONTHS.includes(word) ? { kind: 'month', index: MONTHS.indexOf(word), noun: '', thing } : { kind: 'day', index: DAYS.indexOf(word), noun: '', thing };
}

/** Each number with the one place written after it, before the next number. */
function toldTerms(facts: string): { values: Exact[]; places: Place[] } | null {
  const numbers = [...facts.matchAll(NUMBER)];
  const told = numbers.map((m, i) => ({ value: exact.fraction(m[0].replace(/,/g, '')), place: placeOf(facts.slice(m.index + m[0].length, numbers[i + 1]?.index ?? facts.length)) }));
  if (told.length < 4 || told.some((t) => !t.place)) return null;
  return { values: told.map((t) => t.value), places: told.map((t) => t.place!) };
}

/** How many places after the previous one: 1 for the next ordinal, month (December → January) or day (Sunday → Monday). */
function stepBetween(a: Place, b: Place): number {
  if (a.kind !== b.kind) return 0;
  const cycle = a.kind === 'month' ? 12 : a.kind === 'day' ? 7 : 0;
  return cycle ? (b.index - a.index + cycle) % cycle : b.index - a.index;
}

const differences = (row: readonly Exact[]): Exact[] => row.slice(1).map((v, i) => v.sub(row[i]!));
const allEqual = (row: readonly Exact[]): boolean => row.length >= 2 && row.every((v) => v.equals(row[0]!));

/** `at` is the closed form (null: a rule that only stands against the others, never answers alone). */
interface Rule { name: string; next: (list: readonly Exact[]) => Exact; at: ((n: number) => Exact) | null }

/** Every school rule that fits all the terms: one step, steps changing by one amount, one whole factor; adding the two before. */
function fittingRules(t: readonly Exact[]): Rule[] {
  const d = differences(t);
  const dd = differences(d);
  const rules: Rule[] = [];
  if (allEqual(d)) rules.push({ name: `the amount goes ${d[0]!.s < 0n ? 'down' : 'up'} by ${show(d[0]!.abs())} each time`, next: (l) => l.at(-1)!.add(d[0]!), at: (n) => t[0]!.add(d[0]!.mul(n)) });
  else if (allEqual(dd)) {
    // The n-th term from the first, its first step and the change of the steps: t0 + n·d0 + n(n−1)/2·c.
    const at = (n: number): Exact => t[0]!.add(d[0]!.mul(n)).add(dd[0]!.mul(exact.fraction(n * (n - 1), 2)));
    rules.push({ name: `the steps ${d.map(show).join(', ')} grow by ${show(dd[0]!)} each time`, next: (l) => l.at(-1)!.add(l.at(-1)!.sub(l.at(-2)!)).add(dd[0]!), at });
  }
  const ratios = t.every((v) => !v.equals(0)) ? t.slice(1).map((v, i) => v.div(t[i]!)) : [];
  if (allEqual(ratios) && !ratios[0]!.equals(1) && ratios[0]!.d === 1n) rules.push({ name: `each amount is the one before times ${show(ratios[0]!)}`, next: (l) => l.at(-1)!.mul(ratios[0]!), at: (n) => t[0]!.mul(ratios[0]!.pow(n) as Exact) });
  if (t.slice(2).every((v, i) => v.equals(t[i]!.add(t[i + 1]!)))) rules.push({ name: 'each amount is the two before added', next: (l) => l.at(-1)!.add(l.at(-2)!), at: null });
  return rules;
}

export function solvePatternNext(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split || !/\bpattern continues\b/i.test(split.facts + split.question) || /\d/.test(split.question) || TOTAL_ASKED.test(split.question)) return null;
  const told = toldTerms(split.facts.replace(/\b(?:if )?this pattern continues\b[,.]?/i, ''));
  const asked = placeOf(split.question);
  if (!told || !asked || !/^\s*how many\b/i.test(split.question)) return null;
  const places = [...told.places, asked];
  // "first page … fifth page": every ordinal names the same thing.
  if (new Set(places.map((p) => `${p.kind}:${p.noun}`)).size !== 1) return null;
  const steps = places.slice(1).map((p, i) => stepBetween(places[i]!, p));
  const ahead = steps.pop()!;
  if (steps.some((s) => s !== 1) || ahead < 1 || ahead > 3 || (told.places[0]!.kind === 'ordinal' && told.places[0]!.index !== 0)) return null;
  const rules = fittingRules(told.values);
  const rule = rules[0];
  if (rules.length !== 1 || !rule?.at) return null;
  const list = [...told.values];
  for (let i = 0; i < ahead; i++) list.push(rule.next(list));
  const answer = list.at(-1)!;
  if (!answer.equals(rule.at(list.length - 1)) || answer.s <= 0n || answer.d !== 1n) return null;
  // "how many plastic cups will …", "how many pieces of mail will …": the thing counted is the last word before "of" or the verb.
  const phrase = /^\s*how many ((?:[a-z]+ )*?)(?:of |will |would |did |does |do |are |is |can |could |should |were |was )/i.exec(split.question)?.[1]?.trim() ?? '';
  const thing = phrase.split(' ').at(-1) ?? '';
  // Every term counts the asked thing, or leaves it unsaid ("8 on the second page"): "16 stones" among shells declines.
  if (!thing || told.places.some((p) => p.thing !== '' && p.thing !== singular(thing.toLowerCase()))) return null;
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: split.question },
      { kind: 'facts', facts: [`in order: ${told.values.map(show).join(', ')}`] },
      { kind: 'number-sentence', sentence: `${told.values.map(show).join(', ')}, … ${ahead} more: ?`, schema: 'next-term' },
      { kind: 'check', statement: `${rule.name}; ${list.map(show).join(', ')}`, holds: true },
    ],
    answer: thing ? `${show(answer)} ${thing}` : show(answer),
  };
}
