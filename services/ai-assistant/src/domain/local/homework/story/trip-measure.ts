import { exact, plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { tag } from '../../text/nlp.js';
import { tidyText } from './words.js';
import { showAnswer } from './wording.js';

/**
 * para-muldiv: one trip told by two of its speed, distance and time, the third asked, whatever the order
 * and wording of the sentences: "If the speed of Charles's stroll was 3 miles per hour, for how many hours
 * did he journey to reach a distance of 6 miles?" (6 ÷ 3), "In a 4-hour period, Rose walked at a speed of 2
 * miles per hour. What was the total distance covered by Rose?" (2 × 4), "Walking 500 meters took me 6
 * minutes. How fast did I travel?" (500 ÷ 6 meters per minute, only when it ends). The story has exactly
 * these two numbers, the units agree (miles with miles per hour, hours with per hour) and the question asks
 * one measure only; returns, rounds, several legs or movers, changes and comparisons decline.
 */
const LENGTH = String.raw`(?:miles?|kilometers?|kilometres?|meters?|metres?|feet|foot|yards?)`;
const TIME = String.raw`(?:hours?|minutes?|seconds?)`;
const SPEED = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)[ -](${LENGTH})(?: (?:per|an|a|each|every) ?|\/)(hour|minute|second)\b`, 'gi');
const AMOUNT = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)[ -](${LENGTH}|${TIME})\b`, 'gi');
const NUMBER = /(?<![\w.])\d+(?:\.\d+)?/g;
const BLOCKED = /\b(?:than|more|less|fewer|left|remain\w*|back|return\w*|round|each way|both|together|twice|half|rest|stop\w*|break|already|faster|slower|another|other|then|first|second|trips?|times|day|days|week|weeks|x|ago|late|early|earlier|later|each|every|same|river|current|wind|stream|upstream|downstream|tide|escalator|conveyor|brother|sister|friend|father|mother|dad|mom|son|daughter|cousin|wife|husband|uncle|aunt|grand\w*|partner|team\w*|class\w*|neighbou?r)\b/i;
/** Movers the story may name: two of them are two trips. */
const MOVERS = /\b(?:car|truck|bus|train|plane|airplane|boat|bike|bicycle|ship|jet|helicopter|motorcycle|van|taxi|cyclist|runner|walker|horse|dog|cat|snail|turtle|rabbit|cheetah|bird)s?\b/gi;
const ASKS_TIME = /\bhow long\b(?! (?:is|was|are|were)\b)|\bhow many (?:hours|minutes|seconds)\b|\bhow much time\b|\bduration\b|\bthe (?:total )?time\b/i;
const ASKS_DISTANCE = /\bhow far\b|\bdistance\b|\bhow many (?:miles|kilometers|kilometres|meters|metres|feet|yards)\b/i;
const ASKS_SPEED = /\bhow fast\b|\bwhat (?:was|is|were) (?:my|his|her|their|the|its) (?:average )?(?:speed|rate|pace|velocity)\b|\bat what (?:speed|rate|pace)\b|\b(?:find|determine|calculate) (?:the|my|his|her|their) (?:average )?(?:speed|rate|pace|velocity)\b/i;

interface Trip { asked: 'time' | 'distance' | 'speed'; length: string; time: string; speed?: number; distance?: number; hours?: number }

const singularUnit = (unit: string): string => (/^(?:feet|foot)$/i.test(unit) ? 'foot' : unit.toLowerCase().replace(/s$/, '').replace(/metre$/, 'meter'));
const isTime = (unit: string): boolean => new RegExp(`^${TIME}$`, 'i').test(unit);

/** The question sentence with its told numbers' phrases taken out ("covering a distance of 20 miles"). */
function questionOf(text: string): string | null {
  const question = /[^.?!]*\?\s*$/.exec(text)?.[0];
  if (!question) return null;
  return question.replace(/\b(?:a )?distance of \d+(?:\.\d+)? \w+|\d+(?:\.\d+)? \w+ of distance|\d+(?:\.\d+)?[ -]\w+(?: (?:per|an|a) \w+)?/gi, ' ');
}

/** The two told measures of the trip and the one asked, or null when they are not exactly two of the three. */
function read(text: string): Trip | null {
  const speeds = [...text.matchAll(SPEED)];
  const amounts = [...text.replace(SPEED, ' ').matchAll(AMOUNT)];
  const question = questionOf(text);
  if (!question || (text.match(NUMBER) ?? []).length !== 2 || speeds.length + amounts.length !== 2) return null;
  const asks = [ASKS_TIME.test(question) && 'time', ASKS_DISTANCE.test(question) && 'distance', ASKS_SPEED.test(question) && 'speed'].filter((a): a is Trip['asked'] => !!a);
  const [asked] = asks;
  if (asks.length !== 1 || !asked) return null;
  // "How many minutes …" after a speed per hour asks another unit.
  const askedUnits = [...question.matchAll(new RegExp(`\\b(?:${LENGTH}|${TIME})\\b`, 'gi'))].map((m) => singularUnit(m[0]));
  const lengths = amounts.filter((m) => !isTime(m[2]!));
  const times = amounts.filter((m) => isTime(m[2]!));
  if (speeds.length === 1) {
    const [, value, length, time] = speeds[0]!;
    const trip: Trip = { asked, length: singularUnit(length!), time: singularUnit(time!), speed: Number(value) };
    // the other told measure must be in the speed's own units, and so must the asked one
    if (askedUnits.some((u) => u !== trip.length && u !== trip.time)) return null;
    if (lengths.length === 1 && asked === 'time' && singularUnit(lengths[0]![2]!) === trip.length) return { ...trip, distance: Number(lengths[0]![1]) };
    if (times.length === 1 && asked === 'distance' && singularUnit(times[0]![2]!) === trip.time) return { ...trip, hours: Number(times[0]![1]) };
    return null;
  }
  if (asked !== 'speed' || lengths.length !== 1 || times.length !== 1) return null;
  const trip: Trip = { asked, length: singularUnit(lengths[0]![2]!), time: singularUnit(times[0]![2]!), distance: Number(lengths[0]![1]), hours: Number(times[0]![1]) };
  return askedUnits.every((u) => u === trip.length || u === trip.time) ? trip : null;
}

/** A quotient shown only when it ends as a decimal (83.33… meters per minute is no exact answer). */
function ends(value: Exact): boolean {
  let d = value.d;
  for (const p of [2n, 5n]) while (d % p === 0n) d /= p;
  return d === 1n;
}

export function solveTripMeasure(statement: string): Solved | null {
  const text = tidyText(statement);
  if (BLOCKED.test(text.replace(SPEED, ' ').replace(/\bfrom each other\b/gi, ' '))) return null;
  // one mover: at most one person named, besides the owner of a place ("Kimberly's house")
  const people = new Set(tag(text).filter((t, i, all) => t.pos === 'PROPN' && !(all[i + 1]?.text === "'s" && /^(?:house|home|place|school|office|farm|store)$/i.test(all[i + 2]?.text ?? ''))).map((t) => t.text));
  const movers = new Set((text.match(MOVERS) ?? []).map((m) => m.toLowerCase().replace(/s$/, '')));
  const trip = people.size <= 1 && movers.size <= 1 ? read(text) : null;
  if (!trip) return null;
  const sentence = trip.asked === 'speed' ? `${trip.distance} / ${trip.hours}` : trip.asked === 'time' ? `${trip.distance} / ${trip.speed}` : `${trip.speed} * ${trip.hours}`;
  const [left, op, right] = sentence.split(' ');
  const value = op === '*' ? exact.fraction(Number(left)).mul(exact.fraction(Number(right))) : exact.fraction(Number(left)).div(exact.fraction(Number(right)));
  if (!ends(value) || value.s < 0 || value.equals(0)) return null;
  if (Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: statement.trim() },
    { kind: 'facts', facts: ['distance = speed × time'] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'speed' },
    { kind: 'check', statement: `${sentence} = ${showExact(value, 'decimal')}`, holds: true },
  ];
  const answer = trip.asked === 'speed' ? `${showExact(value, 'decimal')} ${trip.length === 'foot' ? 'feet' : `${trip.length}s`} per ${trip.time}` : showAnswer(value, trip.asked === 'time' ? trip.time : trip.length);
  return { kind: 'word-problem', steps, answer };
}
