import { exact, type Exact } from '../math-engine.js';
import { singular, tidyText } from '../story/read-story.js';
import { writeNumbersAsDigits } from '../../text/number-words.js';

/**
 * Reads a story of counts and rates into measures with units: "5 trees" is 5 tree, "6 lemons from
 * each tree" every year is 6 lemon / (tree · year), "$2 per bar" is 2 dollar / bar. Null when a
 * number's unit cannot be named, so every number of the story is accounted for.
 */
export type Dimension = Map<string, number>;
export interface Measure { value: Exact; dimension: Dimension; text: string }

/** Words that end a unit phrase. */
const STOP = new Set(`in on at of to for from with and but or each per every a an the than that which who whom if then so as by into
is are was were be been has have had do does did will would can could this these those it he she they his her their its
more less fewer left over after before while when where because since until about around during through all total cost costs
make makes made take takes took need needs get gets got give gives gave buy buys bought sell sells sold use uses used eat eats ate
inside altogether together total`.split(/\s+/));
/** Words that say the numbers do more than multiply and divide: sums, changes, parts, comparisons. */
export const NOT_A_PRODUCT = /\b(?:more|less|fewer|than|left|remain|remaining|rest|change|save|saved|savings|discount|off|percent|half|twice|double|triple|third|quarter|fourth|fifth|average|already|still|instead|except|other|another|extra|plus|minus|first|second|both|also|same|additional|after|before|some|except|lost|gave|spent|give|only|not|n't|each other|if|round|trip|back)\b|%/;

/**
 * Digits for number words ("two weeks" → "2 weeks"), so no number is missed; here every "one" is 1,
 * "in one day" is a measure of 1 day.
 */
export function digits(text: string): string {
  return writeNumbersAsDigits(text).replace(/\b(?:a|one) decade\b/gi, '10 years').replace(/\bone\b/gi, '1');
}

const word = (w: string | undefined): string => singular((w ?? '').toLowerCase());

/** The unit phrase right after a number: "lemons", "tons of grapes" → ton. */
function unitAfter(rest: string): { unit: string; after: string } | null {
  const words = rest.trim().split(/\s+/);
  let n = 0;
  // A comma ends the phrase after its word: "In 1 day, it can produce …".
  while (n < words.length && n < 3 && /^[a-z-]+,?$/.test(words[n] ?? '') && !STOP.has((words[n] ?? '').replace(/,$/, ''))) {
    n++;
    if (words[n - 1]?.endsWith(',')) break;
  }
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

function add(dimension: Dimension, unit: string, power: number): void {
  const next = (dimension.get(unit) ?? 0) + power;
  if (next === 0) dimension.delete(unit);
  else dimension.set(unit, next);
}

/** Every number of one clause as a measure; undefined when one cannot be read. */
export function readClause(clause: string): Measure[] | undefined {
  const text = clause.toLowerCase();
  // "A page is 450 words", "one bag holds 20 cookies": a clause of one number tells what one of its thing holds.
  const holds = (text.match(/(?<![\w.])(?:\d+(?:\.\d+)?|\.\d+)/g) ?? []).length === 1;
  const leading = /^(?:(?:if|and|then|so)\s+)?(?:(?:each|every|per)\s+([a-z]+)|an? (second|minute|hour|day|week|month|year)\b)/.exec(text)?.slice(1).find(Boolean)
    ?? (holds ? /^(?:a|an|one) ([a-z]+) (?:is|holds|contains|equals|weighs|lasts|costs|fits)\b/.exec(text)?.[1] : undefined);
  const out: Measure[] = [];
  let countBefore: string | null = null;
  // "5 rounds of 3 minutes": the second number is an amount per the first one's thing.
  let ofPer: string | null = null;
  for (const match of text.matchAll(/(?<![\w.])(\d+(?:\.\d+)?|\.\d+)(?![\d/])/g)) {
    const found = unitAfter(text.slice((match.index ?? 0) + match[0].length));
    if (!found) return undefined;
    const dimension: Dimension = new Map([[found.unit, 1]]);
    const after = denominatorAfter(found.after, countBefore);
    if (after === undefined) return undefined;
    const per = after ?? ofPer;
    ofPer = /^ of (?=\d)/.test(found.after) ? found.unit : null;
    if (per === undefined) return undefined;
    if (per) add(dimension, per, -1);
    if (leading && !STOP.has(leading) && leading !== found.unit) add(dimension, word(leading), -1);
    if (dimension.size === 0) return undefined;
    const raw = match[1] ?? '';
    out.push({ value: exact.fraction(raw.startsWith('.') ? `0${raw}` : raw), dimension, text: match[0] + found.after.split(/[,;]/)[0] });
    if (!per) countBefore = found.unit;
  }
  return out;
}

/** The facts' measures, clause by clause; null if any number stays unnamed. */
export function readMeasures(facts: string): Measure[] | null {
  const text = digits(tidyText(facts)).replace(/(\d)-([a-z]+)(?: (?!of\b|and\b)[a-z]+)?/gi, '$1 $2');
  const out: Measure[] = [];
  for (const clause of text.split(/(?<=[.!?;])\s+|,\s+(?:and\s+)?(?=(?:each|every)\s)|\s+and\s+(?=(?:each|every)\s)/i)) {
    const measures = readClause(clause.replace(/[.!?;,]+$/, ''));
    if (!measures) return null;
    out.push(...measures);
  }
  return out;
}
