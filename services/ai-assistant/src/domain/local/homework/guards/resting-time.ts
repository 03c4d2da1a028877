import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { writeNumbersAsDigits } from '../../text/number-words.js';

/**
 * gsm-rates: "A car goes 60 miles per hour for 2 hours and then stops for 3 hours. How many miles does it
 * go?": a time spent stopped, resting or waiting is no time of the rate, so a reading that multiplies
 * it in (60 × (2 + 3)) answers another story.
 */
const RESTING = /\b(?:stops?|stopped|rests?|rested|waits?|waited|pauses?|paused|breaks?|sleeps?|slept|(?:takes?|took) a (?:break|rest|nap))\s+(?:for\s+)?(\d+(?:\.\d+)?)\s+(?:second|minute|hour|day)s?\b/gi;

export function restingTimeUsed(statement: string, solved: Solved): string | null {
  const told = [...writeNumbersAsDigits(statement).matchAll(RESTING)].map((m) => Number(m[1]));
  if (told.length === 0) return null;
  const used = solutionParts(solved).numbers;
  return told.some((n) => used.includes(n)) ? 'a time spent resting used as a time of the rate' : null;
}
