import { exact, type Exact } from '../math-engine.js';
import { readNumber } from './multipliers.js';

/**
 * "How old will Mark be in 5 years?", "What will be their total age in 3 years?", "How old was
 * Ann 2 years ago?": the ages the story tells are today's, and everyone named grows older by the
 * same years. The question is read as asking about today, and the shift is added per person.
 */
export interface AgeShift {
  /** The question about today: "How old is Mark?". */
  question: string;
  /** Years added to each person's age (negative for "ago"). */
  years: Exact;
}

const NUM = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)';
const LATER = new RegExp(`,?\\s*\\b(?:(?:in|after) ${NUM} years?(?: from now| time)?|${NUM} years? from now)\\b,?`, 'i');
const EARLIER = new RegExp(`,?\\s*\\b${NUM} years? ago\\b,?`, 'i');

/** Today's question and the years it looks ahead or back; null when it asks about no other time. */
export function ageShift(question: string): AgeShift | null {
  if (!/\bhow old\b|\bages?\b/i.test(question)) return null;
  const next = /,?\s*\b(next|last) year\b/i.exec(question);
  if (next) return shifted(question, next[0], exact.fraction(next[1]?.toLowerCase() === 'next' ? 1 : -1));
  const later = LATER.exec(question);
  const earlier = later ? null : EARLIER.exec(question);
  const match = later ?? earlier;
  const years = match ? readNumber(match.slice(1).find(Boolean) ?? '') : null;
  if (!match || !years || years.equals(0)) return null;
  return shifted(question, match[0], later ? years : years.mul(-1));
}

/** The question with its time taken out and its verb made today's: "How old will Mia be in 4 years?" → "How old is Mia?". */
function shifted(question: string, phrase: string, years: Exact): AgeShift | null {
  const later = years.s > 0n;
  const today = question.replace(phrase, ' ').replace(/\s+([?.])/, '$1').replace(/\s{2,}/g, ' ')
    .replace(later ? /\b(?:will|would) (\S+(?: \S+)?) be\b/i : /\bwas\b/i, later ? 'is $1' : 'is')
    .replace(/\b(?:will|would) be\b/i, 'is');
  if (/\b(?:will|would|was|were)\b/i.test(today)) return null;
  return { question: today.trim(), years };
}

/** The shift's total over the people an answer adds: each of them is that many years older. */
export const shiftFor = (shift: AgeShift | null, people: number): Exact => (shift ? shift.years.mul(people) : exact.fraction(0));
