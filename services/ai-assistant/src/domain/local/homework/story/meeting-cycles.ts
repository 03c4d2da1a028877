import { showTime, DAY } from '../clock/clock-wording.js';
import { readTimes, withoutSpans } from '../clock/read-clock.js';
import type { Solved } from '../steps.js';
import { commonOf, commonSteps, numbersIn, sameNoun, storyText } from './common-story.js';
import { singular } from './words.js';
import { showAnswer } from './wording.js';
import { exact } from '../math-engine.js';

/**
 * lcm-gcd: repeating cycles that meet again. "Tom visits the library every 6 days and Ann every 8 days.
 * They were both there today. In how many days will they both be there again?" Every cycle is told as
 * "every N <unit>" (or "every Nth <thing>": every 100th caller), two to four of them, and the question
 * asks when they all happen together again: the least common multiple, in the unit asked (days from
 * weeks, minutes from hours; whole only), or as a clock time after a start told as one ("at 9:00 am").
 * Declines: one cycle, a number that is not a cycle ("in 30 days"), "how many times", a cycle without
 * a number ("every day", "every other day"), rates ("3 times a day"), a question about one of them only.
 */
const SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800 };
const CYCLE = /\bevery (\d+)(st|nd|rd|th)? ([a-z]+)\b/gi;
const TOGETHER = /\b(?:together|at the same time|simultaneously|(?:on )?the same (?:day|night|week|time|moment)|both|all \d+|all of them)\b/i;
const AGAIN = /\b(?:again|next)\b/i;
const MANY = /\b(?:they|we|both|the two|all|[A-Z][a-z]+ and [A-Z][a-z]+)\b/;
const DATE = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:st|nd|rd|th)?\b/g;
const STARTED = /\b(?:today|now|together|at the same time|(?:on )?the same day|both|all \d+|just)\b/i;

interface Cycle { n: number; unit: string; ordinal: boolean; span: [number, number] }

function cyclesOf(facts: string): Cycle[] {
  return [...facts.matchAll(CYCLE)].map((m) => ({ n: Number(m[1]), unit: singular(m[3] ?? ''), ordinal: !!m[2], span: [m.index, m.index + m[0].length] as [number, number] }));
}

/** The unit the question asks ("in how many days", "how long", "what time"), or null when it asks something else. */
function askedUnit(question: string, cycleUnit: string): { unit: string; clock: boolean } | null {
  if (/\bhow many times\b/i.test(question)) return null;
  const many = /\bhow many ([a-z]+)\b/i.exec(question)?.[1];
  if (many) return { unit: singular(many), clock: false };
  if (/\b(?:at )?what time\b/i.test(question)) return { unit: 'minute', clock: true };
  if (/\bhow (?:long|much time)\b|^when\b/i.test(question)) return { unit: cycleUnit, clock: /^when\b/i.test(question) };
  return null;
}

/** The number of asked units the least common multiple is, whole only; null when the units do not convert. */
function inAskedUnit(common: bigint, from: string, to: string): number | null {
  if (from === to) return Number(common);
  const [a, b] = [SECONDS[from], SECONDS[to]];
  if (!a || !b) return null;
  const value = (Number(common) * a) / b;
  return Number.isInteger(value) ? value : null;
}

export function solveMeetingCycles(statement: string): Solved | null {
  const story = storyText(statement);
  if (!story || /\bevery (?!\d)/i.test(story.text) || /\bhow many times\b/i.test(story.question)) return null;
  const { facts, question } = story;
  const times = readTimes(facts);
  if (times.length > 1) return null;
  const cycles = cyclesOf(facts);
  if (cycles.length < 2 || cycles.length > 4) return null;
  // Ordinals count things ("every 100th caller"); plain cycles are times ("every 6 days"), in one unit or units that convert.
  const ordinal = cycles.every((c) => c.ordinal && !SECONDS[c.unit]);
  const units = [...new Set(cycles.map((c) => c.unit))];
  if (!ordinal && cycles.some((c) => !SECONDS[c.unit])) return null;
  if (ordinal && units.length > 1) return null;
  // Every other number is a cycle or the count of cycles ("Two clocks", "all 3 activities").
  // A date told as the day they started ("On December 1st she went to all 3") is the start, counted from.
  const dates = (text: string): [number, number][] => [...text.matchAll(DATE)].map((m) => [m.index, m.index + m[0].length]);
  const restText = withoutSpans(facts, [...cycles.map((c) => c.span), ...times.map((t) => t.span), ...dates(facts)]);
  // A count is "Two clocks", "all 3 activities": never "2 days", "2 more" or "2 times".
  const counts = (text: string) => (n: { value: number; at: number }): boolean => n.value === cycles.length && !/^\d+ (?:more|times|other|(?:[a-z]+ )?(?:second|minute|hour|day|week|month|year)s?\b)/i.test(text.slice(n.at));
  const asked = withoutSpans(question, dates(question));
  if (!numbersIn(restText).every(counts(restText)) || !numbersIn(asked).every(counts(asked))) return null;
  // The question asks when they all happen together, and they started together (or it says "again" of them all).
  const together = TOGETHER.test(question) || (AGAIN.test(question) && MANY.test(question));
  if (!together || (!ordinal && !STARTED.test(facts) && dates(facts).length === 0 && !/\bagain\b/i.test(question))) return null;
  const base = [...units].sort((a, b) => (SECONDS[a] ?? 0) - (SECONDS[b] ?? 0))[0] ?? '';
  const unitAsked = askedUnit(question, base);
  if (!unitAsked || (ordinal && (unitAsked.clock || !sameNoun(unitAsked.unit, base)))) return null;
  const numbers = cycles.map((c) => (c.unit === base ? c.n : (c.n * (SECONDS[c.unit] ?? 0)) / (SECONDS[base] ?? 1)));
  const common = commonOf('multiple', numbers);
  if (common === null) return null;
  const facts_ = cycles.map((c) => facts.slice(...c.span));
  const reading = { question, facts: facts_, kind: 'multiple' as const, numbers, answer: common, schema: 'meeting-cycles' as const };
  if (unitAsked.clock) return clockAnswer(reading, times[0], base);
  if (times.length > 0) return null;
  const value = inAskedUnit(common, base, unitAsked.unit);
  if (value === null) return null;
  const then = unitAsked.unit === base ? undefined : { sentence: (c: string) => convert(c, base, unitAsked.unit), check: `${common} ${base}s = ${value} ${unitAsked.unit}s` };
  return { kind: 'word-problem', steps: commonSteps({ ...reading, then }), answer: showAnswer(exact.fraction(value), unitAsked.unit) };
}

/** "(…) ÷ 7" days to weeks, "(…) × 60" hours to minutes. */
function convert(common: string, from: string, to: string): string {
  const [a, b] = [SECONDS[from] ?? 1, SECONDS[to] ?? 1];
  return a < b ? `${common} ÷ ${b / a}` : `${common} × ${a / b}`;
}

/** "They both leave at 9:00 am … at what time": the start plus the least common multiple, on the same day. */
function clockAnswer(reading: Parameters<typeof commonSteps>[0], start: ReturnType<typeof readTimes>[number] | undefined, base: string): Solved | null {
  if (!start || !SECONDS[base] || (SECONDS[base] ?? 0) < 60) return null;
  const minutes = (Number(reading.answer) * (SECONDS[base] ?? 0)) / 60;
  if (!Number.isInteger(minutes) || (start.meridiem ? start.minutes + minutes >= DAY : minutes >= 12 * 60)) return null;
  const shown = showTime(start.minutes + minutes, start);
  const then = { sentence: (c: string) => `${showTime(start.minutes, start)} + ${c}${base === 'minute' ? '' : ` × ${(SECONDS[base] ?? 0) / 60}`} minutes`, check: `${showTime(start.minutes, start)} + ${minutes} minutes = ${shown}` };
  return { kind: 'word-problem', steps: commonSteps({ ...reading, then }), answer: shown };
}
