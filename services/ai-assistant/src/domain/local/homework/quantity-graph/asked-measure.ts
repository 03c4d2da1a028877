import type { Dimension, Measure } from './read-rates.js';
import { LENGTH_UNITS, TIME_UNITS } from './unit-table.js';

/**
 * Questions that ask a time or a distance without "how many": "How long will it take him to write
 * 3 books?", "How much time does she spend?", "In how many minutes …?", "How far can it fly in 3
 * hours?", "What distance would it cover?". The unit is the one the question names ("in minutes",
 * "(in hours)"), else the only time (or length) unit the story uses; with two of them it is not
 * guessed and the question is left unread.
 */
const MODAL = '(?:will|would|does|did|do|should|could|can|is|was|must)';
const ASKS: ReadonlyArray<{ units: readonly string[]; pattern: RegExp }> = [
  { units: TIME_UNITS, pattern: new RegExp(`^(?:in )?how long ${MODAL} it take\\b|^how much time ${MODAL}\\b`) },
  { units: LENGTH_UNITS, pattern: new RegExp(`^how far ${MODAL}\\b|^what distance ${MODAL}\\b`) },
];

const unitWord = (units: readonly string[]): string => units.map((u) => (u === 'foot' ? 'feet|foot' : u === 'inch' ? 'inch(?:es)?' : `${u}s?`)).join('|');
const one = (word: string): string => (word === 'feet' ? 'foot' : word === 'inches' ? 'inch' : word.replace(/s$/, ''));

/** The unit the question names: "in minutes", "(in hours)", "how many hours", never "in 3 hours". */
function namedUnit(question: string, units: readonly string[]): string | null {
  const found = new RegExp(`\\bin (${unitWord(units)})\\b`).exec(question)?.[1];
  return found ? one(found) : null;
}

/** The story's only unit of the asked kind, or null when it has none or several. */
function storyUnit(measures: readonly Measure[], units: readonly string[]): string | null {
  const used = new Set(measures.flatMap((m) => [...m.dimension.keys()]).filter((u) => units.includes(u)));
  return used.size === 1 ? [...used][0]! : null;
}

/** "How fast … in miles per hour?", "what was her average speed": the named rate, else the story's only length per its only time. */
function askedSpeed(q: string, measures: readonly Measure[]): Dimension | null {
  if (!/^how fast\b|^what (?:is|was|will be|would be) (?:his|her|their|its|the) (?:average )?speed\b/.test(q)) return null;
  const named = new RegExp(`\\b(${unitWord(LENGTH_UNITS)}) (?:per|an|a) (${unitWord(TIME_UNITS)})\\b`).exec(q);
  const length = named?.[1] ? one(named[1]) : storyUnit(measures, LENGTH_UNITS);
  const time = named?.[2] ? one(named[2]) : storyUnit(measures, TIME_UNITS);
  return length && time ? new Map([[length, 1], [time, -1]]) : null;
}

/** The asked time or distance as a target dimension ("how long will it take" → day^1), or null. */
export function askedMeasureTarget(question: string, measures: readonly Measure[]): Dimension | null {
  // "Considering it runs steadily, what distance …": the asking part starts at its question word.
  const lower = question.toLowerCase();
  const q = lower.slice(/\b(?:in )?(?:how|what)\b/.exec(lower)?.index ?? 0);
  const timeIn = new RegExp(`^in how many (${unitWord(TIME_UNITS)})\\b`).exec(q)?.[1];
  if (timeIn) return new Map([[one(timeIn), 1]]);
  const speed = askedSpeed(q, measures);
  if (speed) return speed;
  const kind = ASKS.find((a) => a.pattern.test(q));
  const unit = kind ? namedUnit(q, kind.units) ?? storyUnit(measures, kind.units) : null;
  return unit ? new Map([[unit, 1]]) : null;
}
