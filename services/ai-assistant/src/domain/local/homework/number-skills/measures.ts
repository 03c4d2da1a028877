import { plain } from '../math-engine.js';
import { cardinalValue, CARDINAL_WORD } from '../../text/cardinals.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Measures: one unit in another ("How many millilitres are there in five quarters of a litre?", "Convert
 * 666984.9 months to years") with mathjs's units, and clock times ("What is 703 minutes before 6:28 AM?",
 * "How many minutes are there between 4:47 PM and 12:49 AM?"). Checked a second way: the converted amount
 * is converted back; the time found is moved back by the same minutes.
 */
const ORDINAL_DENOMINATORS: Record<string, number> = {
  half: 2, halve: 2, third: 3, quarter: 4, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12,
  thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
  fortieth: 40, fiftieth: 50, hundredth: 100, thousandth: 1000,
};
const WORDS = String.raw`(?:${CARDINAL_WORD}|fourty)(?:[- ](?:${CARDINAL_WORD}))*`;
const AMOUNT = String.raw`(-?\d[\d,]*(?:\.\d+)?(?:\/\d+)?|${WORDS}\s+(?:${Object.keys(ORDINAL_DENOMINATORS).join('|')})s?|an?|${WORDS})`;
const UNIT = String.raw`([a-z]+)`;
const QUANTITY = String.raw`${AMOUNT}\s*(of\s+an?\s+)?${UNIT}`;
const HOW_MANY = new RegExp(String.raw`^how\s+many\s+${UNIT}\s+(?:are\s+there\s+|are\s+)?in\s+${QUANTITY}$`, 'i');
const WHAT_IN = new RegExp(String.raw`^(?:what\s+is|what's)\s+${QUANTITY}\s+in\s+${UNIT}$`, 'i');
const CONVERT = new RegExp(String.raw`^(?:please\s+)?(?:convert|change|express|write)\s+${QUANTITY}\s+(?:to|into|in)\s+${UNIT}$`, 'i');
/** Letters mathjs reads as a unit but a student may mean something else ("m" for minutes, "s" for a plural). */
const AMBIGUOUS = /^(?:m|s|t|a|in|min|h)$/;

/** 0.000000002589363, never 2.589363e-9 (which a student would read as 2.59): twelve significant digits. */
const formatDecimal = (value: number): string => value.toLocaleString('en-US', { maximumSignificantDigits: 12, useGrouping: false });

function amountOf(text: string): number | null {
  const word = text.toLowerCase().replace(/\bfourty/, 'forty');
  if (/^an?$/.test(word)) return 1;
  if (/^-?[\d,.]+(?:\/\d+)?$/.test(word)) return Number(plain.evaluate(word.replace(/,/g, '')));
  const parts = /^(.*?)[\s]+([a-z]+?)s?$/.exec(word);
  const denominator = ORDINAL_DENOMINATORS[parts?.[2] ?? ''] ?? (parts?.[2] === 'halve' ? 2 : undefined);
  const numerator = parts?.[1] ? cardinalValue(parts[1]) : cardinalValue(word);
  if (numerator === null) return null;
  return denominator ? numerator / denominator : numerator;
}

function unitOf(word: string | undefined): string | null {
  const name = (word ?? '').toLowerCase();
  if (AMBIGUOUS.test(name)) return null;
  // The singular first, so a fact reads "1 hour = 60 minutes", not "1 hours"; short symbols ("ms", "us") stay as written.
  const singulars = name.length > 3 ? [name.replace(/ies$/, 'y'), name.replace(/s$/, '')].filter((c) => c !== name) : [];
  const candidates = [...singulars, name];
  return candidates.find((c) => { try { plain.unit(1, c); return true; } catch { return false; } }) ?? null;
}

function conversion(statement: string): SkillAnswer | null {
  const howMany = HOW_MANY.exec(statement);
  const match = howMany ?? WHAT_IN.exec(statement) ?? CONVERT.exec(statement);
  if (!match) return null;
  const [amountText, of, fromWord, toWord] = howMany ? [match[2], match[3], match[4], match[1]] : [match[1], match[2], match[3], match[4]];
  const [from, to, amount] = [unitOf(fromWord), unitOf(toWord), amountOf(amountText ?? '')];
  if (!from || !to || amount === null || !Number.isFinite(amount) || from === to) return null;
  let answer: number;
  let back: number;
  let one: number;
  try {
    answer = plain.unit(amount, from).toNumber(to);
    back = plain.unit(answer, to).toNumber(from);
    one = plain.unit(1, from).toNumber(to);
  } catch {
    return null;
  }
  if (!Number.isFinite(answer) || Math.abs(back - amount) > 1e-9 * Math.max(1, Math.abs(amount))) return null;
  const shown = formatDecimal(answer);
  const oneShown = formatDecimal(one);
  const amountShown = formatDecimal(amount);
  return {
    problem: `${amountText}${/^[\d.,/-]+$/.test(amountText ?? '') ? '' : ` (${amountShown})`} ${of ?? ''}${fromWord} in ${toWord}`.replace(/\s+/g, ' '),
    facts: [`1 ${from} = ${oneShown} ${toWord}`],
    schema: 'unit-conversion',
    sentence: `${amountShown} × ${oneShown} = ?`,
    check: `${shown} ${toWord} is ${amountShown} ${fromWord} again when converted back`,
    answer: `${shown} ${toWord}`,
  };
}

const CLOCK = String.raw`(\d{1,2}):(\d{2})\s*([ap])\.?\s?m\.?`;
const SHIFT = new RegExp(String.raw`^(?:what\s+is|what\s+time\s+is\s+it)\s+(\d+)\s+minutes?\s+(before|after)\s+${CLOCK}$`, 'i');
const BETWEEN = new RegExp(String.raw`^how\s+many\s+minutes\s+(?:are\s+there\s+|pass\s+|is\s+it\s+)?(?:between|from)\s+${CLOCK}\s+(?:and|to|until)\s+${CLOCK}$`, 'i');
const DAY = 24 * 60;

const minutesOf = (hour: string | undefined, minute: string | undefined, half: string | undefined): number | null => {
  const [h, m] = [Number(hour), Number(minute)];
  if (h < 1 || h > 12 || m > 59) return null;
  return (h % 12) * 60 + m + (half?.toLowerCase() === 'p' ? 12 * 60 : 0);
};
const showClock = (minutes: number): string => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${Math.floor(m / 60) % 12 || 12}:${String(m % 60).padStart(2, '0')} ${m >= 12 * 60 ? 'PM' : 'AM'}`;
};

function clockShift(statement: string): SkillAnswer | null {
  const match = SHIFT.exec(statement);
  if (!match) return null;
  const start = minutesOf(match[3], match[4], match[5]);
  const minutes = Number(match[1]);
  if (start === null || !Number.isInteger(minutes)) return null;
  const sign = match[2]?.toLowerCase() === 'before' ? -1 : 1;
  const end = start + sign * minutes;
  // Second check: moving back from the answer by the same minutes gives the start again.
  if (showClock(end - sign * minutes) !== showClock(start)) return null;
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return {
    problem: `the time ${minutes} minutes ${match[2]?.toLowerCase()} ${showClock(start)}`,
    facts: [`${minutes} minutes = ${h} hour${h === 1 ? '' : 's'} ${m} minute${m === 1 ? '' : 's'}`],
    schema: 'elapsed-time',
    sentence: `${showClock(start)} ${sign < 0 ? '−' : '+'} ${h} h ${m} min = ?`,
    check: `${showClock(end)} ${sign < 0 ? '+' : '−'} ${minutes} minutes = ${showClock(start)}`,
    answer: showClock(end),
  };
}

function clockBetween(statement: string): SkillAnswer | null {
  const match = BETWEEN.exec(statement);
  if (!match) return null;
  const [from, to] = [minutesOf(match[1], match[2], match[3]), minutesOf(match[4], match[5], match[6])];
  if (from === null || to === null) return null;
  // Forward from the first time to the second, past midnight when the second is earlier on the clock.
  const minutes = (((to - from) % DAY) + DAY) % DAY;
  if (showClock(from + minutes) !== showClock(to)) return null;
  const crosses = to < from;
  return {
    problem: `the minutes from ${showClock(from)} to ${showClock(to)}`,
    facts: crosses ? [`${showClock(to)} comes after midnight, so the time runs into the next day`] : [],
    schema: 'elapsed-time',
    sentence: `${showClock(to)} − ${showClock(from)} = ?`,
    check: `${showClock(from)} + ${minutes} minutes = ${showClock(to)}`,
    answer: `${minutes} minutes`,
  };
}

export const MEASURE_SKILLS = [conversion, clockShift, clockBetween];
