import { exact, type Exact } from '../math-engine.js';
import { singular, tidyText } from '../story/words.js';
import { writeNumbersAsDigits } from '../../text/number-words.js';
import { perRepeat } from './repeat-rates.js';
import { tag } from '../../text/nlp.js';
import { everyStretch, readEveryStretch } from './every-period.js';
import { plainUnitWords } from './unit-words.js';

/**
 * Reads a story of counts and rates into measures with units: "5 trees" is 5 tree, "6 lemons from
 * each tree" every year is 6 lemon / (tree · year), "$2 per bar" is 2 dollar / bar. Null when a
 * number's unit cannot be named, so every number of the story is accounted for.
 */
export type Dimension = Map<string, number>;
/** `one`: the thing of "a pool holds 600 gallons", per which the amount is read; one of it when nothing else counts it. */
export interface Measure { value: Exact; dimension: Dimension; text: string; one?: string }

/** Words that end a unit phrase. */
const STOP = new Set(`in on at of to for from with and but or each per every a an the than that which who whom if then so as by into
is are was were be been has have had do does did will would can could this these those it he she they his her their its
more less fewer left over after before while when where because since until about around during through all total cost costs
make makes made take takes took need needs get gets got give gives gave buy buys bought sell sells sold use uses used eat eats ate
inside altogether together total`.split(/\s+/));
/** Words that say the numbers do more than multiply and divide: sums, changes, parts, comparisons. */
// "If he takes 20 trips a day", "in his first 3 years", "after 2 days": a condition, a stretch of time, not a change.
export const NOT_A_PRODUCT = /\b(?:more|less|fewer|than|left|remain|remaining|rest|change|save|saved|savings|discount|off|percent|half|twice|double|triple|third|quarter|fourth|fifth|average|already|still|instead|except|other|another|extra|plus|minus|second|both|also|same|additional|before|some|except|lost|gave|spent|give|only|not|n't|each other|round|back)\b|%/;

/**
 * Digits for number words ("two weeks" → "2 weeks"), so no number is missed; here every "one" is 1,
 * "in one day" is a measure of 1 day.
 */
export function digits(text: string): string {
  return writeNumbersAsDigits(text).replace(/\b(?:a|one) decade\b/gi, '10 years').replace(/\bone\b/gi, '1');
}

const word = (w: string | undefined): string => singular((w ?? '').toLowerCase());

/** The unit phrase right after a number: "lemons", "tons of grapes" → ton. */
function unitAfter(rest: string, isVerb: (word: string) => boolean): { unit: string; after: string } | null {
  const words = rest.trim().split(/\s+/);
  let n = 0;
  // A comma ends the phrase after its word: "In 1 day, it can produce …".
  while (n < words.length && n < 3 && /^[a-z-]+,?$/.test(words[n] ?? '') && !STOP.has((words[n] ?? '').replace(/,$/, ''))) {
    n++;
    if (words[n - 1]?.endsWith(',')) break;
  }
  // "1 horse hurt a leg": a verb ending the phrase is what the thing did; "a leg" after it is its object, not a rate.
  if (n > 1 && isVerb((words[n - 1] ?? '').replace(/,$/, ''))) n--;
  const comma = (words[n - 1] ?? '').endsWith(',');
  words[n - 1] = (words[n - 1] ?? '').replace(/,$/, '');
  if (n === 0) return null;
  // "red peaches" stays "red peach": red and green peaches are different things.
  return { unit: [...words.slice(0, n - 1), word(words[n - 1])].join(' '), after: `${comma ? ',' : ''} ${words.slice(n).join(' ')}` };
}

/** "per year", "a day", "from each tree", "each" (the count before it), right after a unit. */
function denominatorAfter(after: string, countBefore: string | null): string | null | undefined {
  const rest = after.replace(/^ of [a-z]+(?: [a-z]+)?(?= (?:per|a|an|each|every|from|in|on|for|to)\b)/, '');
  const direct = /^ (?:(?:from|in|on|for|to) )?(?:per|a|an|each|every|one) ([a-z]+)\b/.exec(rest);
  if (direct?.[1] && !STOP.has(direct[1])) return word(direct[1]);
  // "for 3 hours at a time": so much each time, as "each time" says.
  if (/^ at a time\b/.test(rest)) return 'time';
  if (/^ each\b/.test(rest)) return countBefore ?? undefined;
  return null;
}

/** "It takes her 3 hours to paint a room": the time (or money) taken is for one of the thing done. */
function takesFor(before: string, after: string): string | null {
  if (!/\b(?:take|takes|took|taking|need|needs|needed|spend|spends|spent)\s+(?:[a-z]+\s+)?$/.test(before)) return null;
  const thing = /^ to [a-z]+ (?:a|an|one|each) ([a-z]+)\b/.exec(after)?.[1];
  return thing && !STOP.has(thing) ? word(thing) : null;
}

function add(dimension: Dimension, unit: string, power: number): void {
  const next = (dimension.get(unit) ?? 0) + power;
  if (next === 0) dimension.delete(unit);
  else dimension.set(unit, next);
}

/** Every number of one clause as a measure; undefined when one cannot be read. */
export function readClause(clause: string, counted: ReadonlySet<string> = new Set()): Measure[] | undefined {
  const text = clause.toLowerCase();
  // "He takes a pill every 6 hours": the stretch is one repeat's length, not a time spent.
  const stretched = everyStretch(text) ? readEveryStretch(text, (rest) => readClause(rest, counted)) : undefined;
  if (stretched) return stretched;
  // "A page is 450 words", "one bag holds 20 cookies": a clause of one number tells what one of its thing holds.
  const holds = (text.match(/(?<![\w.])(?:\d+(?:\.\d+)?|\.\d+)/g) ?? []).length === 1;
  // "A bird eats 7 berries a day" (gsm-rates): what one of a kind does, when the story counts that kind ("A farm has 7 barns" is its own count).
  const holder = holds ? /^(?:a|an|one) ([a-z]+) (?:is|holds|contains|equals|weighs|lasts|costs|fits)\b/.exec(text)?.[1] : undefined;
  const doer = holds ? /^(?:a|an|one) ([a-z]+) (?:can )?(?!has\b|was\b|does\b)[a-z]+s?(?= \d)/.exec(text)?.[1] : undefined;
  // The doer's own rate only when the story counts that kind ("Samuel has 5 birds"); "A baker makes 24 muffins" is the baker's.
  const one = holder ?? (doer && counted.has(singular(doer)) ? doer : undefined);
  const leading = /^(?:(?:if|and|then|so)\s+)?(?:(?:each|every|per)\s+([a-z]+)|an? (second|minute|hour|day|week|month|year)\b)/.exec(text)?.slice(1).find(Boolean) ?? one;
  const out: Measure[] = [];
  // Tagged only when a phrase of two or more words needs it.
  let verbs: Set<string> | null = null;
  const isVerb = (w: string): boolean => (verbs ??= new Set(tag(text).filter((t) => t.pos === 'VERB').map((t) => t.text))).has(w);
  let countBefore: string | null = null;
  // "5 rounds of 3 minutes": the second number is an amount per the first one's thing.
  let ofPer: string | null = null;
  for (const match of text.matchAll(/(?<![\w.])(\d+(?:\.\d+)?|\.\d+)(?![\d/])/g)) {
    const found = unitAfter(text.slice((match.index ?? 0) + match[0].length), isVerb);
    if (!found) return undefined;
    const dimension: Dimension = new Map([[found.unit, 1]]);
    // "Each tree produces 4 logs each": the clause's own "each tree" is what the last "each" means.
    const read = denominatorAfter(found.after, countBefore);
    const direct = read === undefined && leading && /^ each\b/.test(found.after) ? null : read;
    const after = direct === null ? takesFor(text.slice(0, match.index), found.after) : direct;
    if (after === undefined) return undefined;
    const per = after ?? ofPer;
    ofPer = /^ of (?=\d)/.test(found.after) ? found.unit : null;
    if (per === undefined) return undefined;
    if (per) add(dimension, per, -1);
    // svamp-shapes: "Each book had 249 pages and it took Frank 3 days to finish each book": a number told per its own "each book" is not per book twice.
    if (leading && !STOP.has(leading) && leading !== found.unit && per !== word(leading)) add(dimension, word(leading), -1);
    if (dimension.size === 0) return undefined;
    const raw = match[1] ?? '';
    const measure: Measure = { value: exact.fraction(raw.startsWith('.') ? `0${raw}` : raw), dimension, text: match[0] + found.after.split(/[,;]/)[0] };
    out.push(leading === one && one && dimension.has(word(one)) ? { ...measure, one: word(one) } : measure);
    if (!per) countBefore = found.unit;
  }
  return perRepeat(text, out, leading && !STOP.has(leading) ? word(leading) : null);
}

/** "500-liter tanks", "8-hour shifts": so much in each of the things named after it (never "a 10-acre farm": one thing). */
function perThing(whole: string, n: string, unit: string, thing: string): string {
  const one = singular(thing.toLowerCase());
  return one !== thing.toLowerCase() && !STOP.has(thing.toLowerCase()) && !/(?:ss|us|is)$/.test(thing) ? `${n} ${unit} per ${one}` : whole;
}

/** "A pool holds 600 gallons" and no other pool counted: the amount of that one pool. */
export function oneOfEach(measures: readonly Measure[], target: Dimension): Measure[] {
  const counted = (m: Measure, unit: string): boolean => target.has(unit) || measures.some((o) => o !== m && o.dimension.has(unit));
  return measures.map((m) => (m.one && !counted(m, m.one) ? { ...m, dimension: new Map([...m.dimension].filter(([u]) => u !== m.one)) } : m));
}

/**
 * "Each bottle costs $4, and he washes his car 1 time a week": a leading thing ("each bottle") is the
 * subject of its own clause only, so a new subject after ", and" starts a clause of its own (a leading
 * time, "Every week, …, and he …", still spans both).
 */
function ownSubject(clause: string): string[] {
  if (!/^(?:each|every|per)\s+(?!(?:second|minute|hour|day|night|week|month|year)s?\b)[a-z]+/i.test(clause)) return [clause];
  return clause.split(/,\s+and\s+(?=(?:he|she|they|it|we|i|you)\s)/i);
}

/** The facts' measures, clause by clause; null if any number stays unnamed. */
export function readMeasures(facts: string): Measure[] | null {
  // "30 nuts/day", "$500/month": a slash between two units is "per".
  const text = digits(plainUnitWords(tidyText(facts))).replace(/(\d)-([a-z]+) ([a-z]+)\b/gi, perThing).replace(/(\d)-([a-z]+)(?: (?!of\b|and\b)[a-z]+)?/gi, '$1 $2').replace(/(\d\s*[a-z]+)\s*\/\s*([a-z]+)\b/gi, '$1 per $2');
  const counted = new Set([...text.matchAll(/\b\d+ ([a-z]+)\b/gi)].map((m) => singular(m[1]!.toLowerCase())));
  const out: Measure[] = [];
  for (const clause of text.split(/(?<=[.!?;])\s+|,\s+(?:and\s+)?(?=(?:each|every)\s)|\s+and\s+(?=(?:each|every)\s)/i).flatMap(ownSubject)) {
    const measures = readClause(clause.replace(/[.!?;,]+$/, ''), counted);
    if (!measures) return null;
    out.push(...measures);
  }
  return out;
}
