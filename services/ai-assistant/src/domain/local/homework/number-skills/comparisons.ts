import { exact, showExact, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Two numbers compared ("Which is greater: 72/17 or 4?", "Is -2 at most -85.5?") and the number of a list
 * closest to a target ("Which is the closest to 1/5? (a) -3 (b) -0.3"). Numbers are compared exactly, as
 * fractions. Checked a second way: the difference of the two has the sign the answer says; the closest
 * one's distance is below every other's (a tie declines: no single answer).
 */
const ITEM = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?)`;
const WHICH = new RegExp(String.raw`^which\s+is\s+(greater|bigger|larger|smaller|less|lower|higher)\s*(?:,|:)?\s*${ITEM}\s+or\s+${ITEM}$`, 'i');
const RELATIONS: Record<string, (c: number) => boolean> = {
  'at most': (c) => c <= 0, 'at least': (c) => c >= 0, 'less than or equal to': (c) => c <= 0, 'greater than or equal to': (c) => c >= 0,
  'less than': (c) => c < 0, 'smaller than': (c) => c < 0, 'lower than': (c) => c < 0, 'greater than': (c) => c > 0, 'bigger than': (c) => c > 0,
  'larger than': (c) => c > 0, 'higher than': (c) => c > 0, 'equal to': (c) => c === 0, 'at least as big as': (c) => c >= 0,
  'at most as big as': (c) => c <= 0, '<=': (c) => c <= 0, '>=': (c) => c >= 0, '<': (c) => c < 0, '>': (c) => c > 0, '=': (c) => c === 0,
  '!=': (c) => c !== 0, 'not equal to': (c) => c !== 0,
};
const IS = new RegExp(String.raw`^(?:is|does)\s+${ITEM}\s*(${Object.keys(RELATIONS).sort((a, b) => b.length - a.length).join('|')})\s*${ITEM}$`, 'i');
const ARE = new RegExp(String.raw`^(?:are|do)\s+${ITEM}\s+and\s+${ITEM}\s+(equal|unequal|non-equal|different|the\s+same|have\s+(?:different|the\s+same)\s+values?)$`, 'i');
const CLOSEST_OPTIONS = new RegExp(String.raw`^which\s+is\s+(?:the\s+)?(?:closest|nearest)\s+to\s+${ITEM}\s*\?\s*((?:\([a-h]\)\s*-?\d+(?:\.\d+)?(?:\/\d+)?\s*)+)$`, 'i');
const CLOSEST_IN = new RegExp(String.raw`^(?:what|which)\s+is\s+(?:the\s+)?(?:closest|nearest)\s+(?:number\s+)?to\s+${ITEM}\s+in\s+(${ITEM.slice(1, -1)}(?:\s*,\s*${ITEM.slice(1, -1)})+)$`, 'i');

const SYMBOL_WORDS: Record<string, string> = { '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'greater than', '=': 'equal to', '!=': 'not equal to' };
const read = (text: string | undefined): Exact => exact.fraction(text ?? '0');
const show = (v: Exact): string => showExact(v, 'decimal');

function pair(statement: string): SkillAnswer | null {
  const which = WHICH.exec(statement);
  if (which) {
    const [a, b] = [read(which[2]), read(which[3])];
    const c = a.compare(b);
    if (c === 0) return null;
    const big = /^(?:greater|bigger|larger|higher)$/i.test(which[1] ?? '');
    const pick = (c > 0) === big ? which[2] : which[3];
    const other = pick === which[2] ? which[3] : which[2];
    const gap = read(pick).sub(read(other));
    if ((gap.s > 0n) !== big) return null;
    return {
      problem: `which of ${which[2]} and ${which[3]} is ${which[1]?.toLowerCase()}`,
      facts: [which[2], which[3]].filter((n) => n?.includes('/')).map((n) => `${n} = ${Number(read(n).valueOf()).toPrecision(4).replace(/\.?0+$/, '')}`),
      schema: 'ordering',
      sentence: `${which[2]} ${c > 0 ? '>' : '<'} ${which[3]}`,
      check: `${pick} − ${other} = ${show(gap)}, which is ${big ? 'positive' : 'negative'}`,
      answer: pick ?? '',
    };
  }
  const is = IS.exec(statement);
  const are = is ? null : ARE.exec(statement);
  if (!is && !are) return null;
  const [left, right] = is ? [is[1], is[3]] : [are?.[1], are?.[2]];
  const relation = is ? (is[2] ?? '').toLowerCase() : /^(?:equal|the\s+same|have\s+the\s+same\s+values?)$/i.test(are?.[3] ?? '') ? 'equal to' : 'unequal';
  const c = read(left).compare(read(right));
  const holds = relation === 'unequal' ? c !== 0 : (RELATIONS[relation]?.(c) ?? false);
  const difference = read(left).sub(read(right));
  return {
    problem: `whether ${left} ${relation === 'unequal' ? `and ${right} are unequal` : `is ${SYMBOL_WORDS[relation] ?? relation} ${right}`}`,
    facts: [],
    schema: 'ordering',
    sentence: `${left} ${c > 0 ? '>' : c < 0 ? '<' : '='} ${right}`,
    check: `${left} − ${right} = ${show(difference)}`,
    answer: `${holds ? 'Yes' : 'No'}: ${left} ${c > 0 ? '>' : c < 0 ? '<' : '='} ${right}`,
  };
}

function closest(statement: string): SkillAnswer | null {
  const options = CLOSEST_OPTIONS.exec(statement.replace(/\s+/g, ' '));
  const inList = options ? null : CLOSEST_IN.exec(statement);
  const match = options ?? inList;
  if (!match) return null;
  const target = read(match[1]);
  const lettered = options ? [...(match[2] ?? '').matchAll(/\(([a-h])\)\s*(-?\d+(?:\.\d+)?(?:\/\d+)?)/gi)].map((m) => ({ letter: m[1] ?? '', item: m[2] ?? '' })) : null;
  const items = lettered ? lettered.map((o) => o.item) : (match[2] ?? '').split(/\s*,\s*/);
  const distances = items.map((item) => read(item).sub(target).abs());
  const best = distances.reduce((b, d, i) => (d.compare(distances[b] as Exact) < 0 ? i : b), 0);
  // A tie has no single answer; the closest must be nearer than every other.
  if (distances.some((d, i) => i !== best && d.compare(distances[best] as Exact) <= 0)) return null;
  const pick = items[best] ?? '';
  const letter = lettered?.[best]?.letter;
  return {
    problem: `the number closest to ${match[1]} of ${items.join(', ')}`,
    facts: items.map((item, i) => `${item} is ${show(distances[i] as Exact)} away`),
    schema: 'ordering',
    sentence: `the smallest distance is ${show(distances[best] as Exact)}`,
    check: `every other number is more than ${show(distances[best] as Exact)} away from ${match[1]}`,
    answer: letter ? `(${letter}) ${pick}` : pick,
  };
}

export const COMPARISON_SKILLS = [pair, closest];
