import { cardinalsAsDigits } from '../../text/cardinals.js';
import { exact, type Exact } from '../math-engine.js';

/**
 * The numbers of a motion story with their kinds: speeds ("60 mph", "45 kilometers per hour"), distances
 * ("300 miles"), durations ("3 hours", "90 minutes") and head starts ("2 hours later"), each with the sentence
 * it is told in. A number of no kind, or units that mix miles with kilometres, leaves the story unread.
 */
export interface MotionFacts {
  speeds: Array<{ value: Exact; sentence: number }>;
  distances: Exact[];
  durations: Exact[];
  /** Hours the second mover starts after the first. */
  headStart: Exact | null;
  distanceUnit: 'mile' | 'kilometer';
  sentences: string[];
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const MILE_SPEED = String.raw`(?:mph|miles?\s+(?:per|an|a)\s+hour|mi\/h)`;
const KM_SPEED = String.raw`(?:km\/h|kmph|kph|km\s+(?:per|an|a)\s+hour|kilomet(?:er|re)s?\s+(?:per|an|a)\s+hour)`;
const SPEED = new RegExp(String.raw`${NUMBER}\s*(${MILE_SPEED}|${KM_SPEED})`, 'gi');
const DISTANCE = new RegExp(String.raw`${NUMBER}\s*(miles?|mi|km|kilomet(?:er|re)s?)\b(?!\s+(?:per|an|a)\s+hour)`, 'gi');
const DURATION = new RegExp(String.raw`${NUMBER}\s*-?\s*(hours?|hrs?|minutes?|mins?)\b(?!\s+(?:later|after|before|earlier|head\s+start))`, 'gi');
const HEAD_START = new RegExp(String.raw`${NUMBER}\s*-?\s*(hours?|minutes?)\s+(?:later|after(?:\s+(?:the\s+first|it|him|her|that))?|head\s+start)\b`, 'gi');

const hours = (value: string, unit: string): Exact => (/^min/i.test(unit) ? exact.fraction(value).div(60) : exact.fraction(value));

/** Number words as digits: "two hours later" → "2 hours later"; "half an hour" → "0.5 hours". */
export function motionWords(text: string): string {
  const hours = text.replace(/\bhalf\s+an\s+hour\b/gi, '0.5 hours').replace(/\b(?:an|one)\s+hour\b(?!\s+(?:later|after))/gi, '1 hour').replace(/\b(?:an|one)\s+hour\s+(later|after)\b/gi, '1 hour $1');
  // Only numbers of a unit: "two hours later" → "2 hours later", never the movers' count ("Two trains").
  return cardinalsAsDigits(hours, String.raw`(?=\s+(?:hours?|minutes?|miles?|km|kilomet|mph))`);
}

export function readMotionFacts(text: string): MotionFacts | null {
  const sentences = text.split(/(?<=[.?!])\s+/);
  const speeds: MotionFacts['speeds'] = [];
  const distances: Exact[] = [];
  const durations: Exact[] = [];
  const units = new Set<string>();
  let headStart: Exact | null = null;
  let counted = 0;
  sentences.forEach((sentence, i) => {
    for (const m of sentence.matchAll(SPEED)) { speeds.push({ value: exact.fraction(m[1]!), sentence: i }); units.add(/mi|mph/i.test(m[2]!) ? 'mile' : 'kilometer'); counted += 1; }
    const rest = sentence.replace(SPEED, ' ');
    for (const m of rest.matchAll(DISTANCE)) { distances.push(exact.fraction(m[1]!)); units.add(/^mi/i.test(m[2]!) ? 'mile' : 'kilometer'); counted += 1; }
    for (const m of rest.matchAll(HEAD_START)) { headStart = hours(m[1]!, m[2]!); counted += 1; }
    for (const m of rest.matchAll(DURATION)) { durations.push(hours(m[1]!, m[2]!)); counted += 1; }
  });
  const numbers = (text.match(/\d+(?:\.\d+)?/g) ?? []).length;
  if (counted !== numbers || units.size !== 1) return null;
  return { speeds, distances, durations, headStart, distanceUnit: [...units][0] as 'mile' | 'kilometer', sentences };
}
