import { verbOf } from '../guards/unread-change-verb.js';
import type { Quantity, Story } from './read-story.js';
import { singular } from './words.js';
import { wordsOf } from './words-of.js';

/**
 * Which told number each side of "the difference between A and B" names. A side names a number by a word
 * only that number's own text has (its sentence, or its clause in a list told in one sentence, with what it
 * counts) and no word only another number's text has. A side that tells a time names a number by when it was
 * told: "before selling", "in the beginning" the amount told first; "after selling", "the left", "still on the
 * bus" the amount told later as what is left or there now ("After selling some they had 20 left"). Every side
 * must name exactly one number, and the two sides different numbers; anything else is null.
 */
const START = /\b(?:before|in the beginning|at first|at the start|originally)\b/i;
const END = /\b(?:after|left|still|now|remaining)\b/i;
const END_TOLD = /\b(?:left|still|now)\b/i;
const HAD = /\b(?:had|has|have|was|were|is|are|owned|owns|contained|contains)\b/i;
const STATIC = new Set(['have', 'be', 'own', 'contain']);
const CHANGE_SIZE = /\b(?:more|fewer|less|another|extra|over)\b/i;

type Time = 'start' | 'end' | null;

/** The number's own text: its clause when another number shares its sentence, else its sentence. */
export function ownTextAmong(story: Story, q: Quantity, all: Quantity[]): string {
  return all.some((o) => o !== q && o.sentence === q.sentence) ? q.clause : story.facts[q.sentence] ?? q.clause;
}

/** What a number counts: its own unit, or the unit of the nearest number told before it ("15 in his toys"). */
function countedUnit(q: Quantity, all: Quantity[]): string {
  if (q.unit) return q.unit;
  const before = all.slice(0, all.indexOf(q)).reverse().find((o) => o.unit);
  return before?.unit ?? all.find((o) => o.unit)?.unit ?? '';
}

/** Words as the numbers' units are spelled ("cookie" is the unit "cooky"), so a unit the text leaves out can be added. */
function unitSpelling(words: Set<string>, all: Quantity[]): Set<string> {
  const units = new Set(all.map((q) => q.unit).filter(Boolean));
  return new Set([...words].map((w) => (units.has(singular(`${w}s`)) ? singular(`${w}s`) : w)));
}

/** "After selling some, they had 20 left": the act before the amount names what was sold, not the 20. */
const AFTER_ACT = /\bafter\b[^,]*,|\bafter\b.*?(?=\b(?:he|she|they|it|there|we|i)\b)/i;

function ownWords(story: Story, q: Quantity, all: Quantity[]): Set<string> {
  const words = unitSpelling(wordsOf(ownTextAmong(story, q, all).replace(AFTER_ACT, ' ')), all);
  for (const w of [countedUnit(q, all), q.owner, ...q.modifiers]) if (w) words.add(w);
  return words;
}

/** The side's words with its time phrase cut off ("before the chef made pies" tells when, not what). */
function readSide(side: string, all: Quantity[]): { words: Set<string>; time: Time } {
  const start = START.exec(side);
  const end = END.exec(side);
  if (start && end) return { words: new Set(), time: null };
  const cut = start ?? end;
  return { words: unitSpelling(wordsOf(cut ? side.slice(0, cut.index) : side), all), time: start ? 'start' : end ? 'end' : null };
}

function toldAsTime(story: Story, q: Quantity, all: Quantity[], time: Exclude<Time, null>): boolean {
  if (all.length !== 2) return false;
  const other = all.find((o) => o !== q)!;
  const text = ownTextAmong(story, q, all);
  // "A store had 49 shirts": the first amount is one had, not a change ("Sam lost 9 marbles" is no amount at first).
  if (time === 'start') return q.sentence < other.sentence && !END_TOLD.test(text) && HAD.test(q.lead) && STATIC.has(verbOf(q)?.lemma ?? 'have');
  return q.sentence > other.sentence && END_TOLD.test(text) && !CHANGE_SIZE.test(text);
}

/** The one number the side names, or null. */
function named(story: Story, side: string, all: Quantity[], own: Set<string>[]): Quantity | null {
  const { words, time } = readSide(side, all);
  const unique = own.map((mine, i) => [...mine].filter((w) => own.every((theirs, j) => j === i || !theirs.has(w))));
  const fitting = all.filter((q, i) => {
    const othersNamed = unique.some((u, j) => j !== i && u.some((w) => words.has(w)));
    if (othersNamed) return false;
    return time ? toldAsTime(story, q, all, time) : unique[i]!.some((w) => words.has(w));
  });
  return fitting.length === 1 ? fitting[0]! : null;
}

/** The two numbers the sides name, left side first, or null when a side names none, several, or the same one. */
export function namedPair(story: Story, left: string, right: string, all: Quantity[]): [Quantity, Quantity] | null {
  const own = all.map((q) => ownWords(story, q, all));
  const [a, b] = [named(story, left, all, own), named(story, right, all, own)];
  return a && b && a !== b ? [a, b] : null;
}

/** The one number a single side names ("did she have yesterday"), or null. */
export function namedOne(story: Story, side: string, all: Quantity[]): Quantity | null {
  return named(story, side, all, all.map((q) => ownWords(story, q, all)));
}
