import type { Exact } from '../math-engine.js';
import type { Relation } from './read-relations.js';
import { readNumber } from './multipliers.js';

/**
 * Ages told at another time: "In 5 years, Sam will be 3 times as old as Drew", "Will was 4 years
 * old 3 years ago". Everyone named is the same years older or younger then, so a relation at time t,
 * target + t = f × (base + t) + o, is today's target = f × base + (f·t + o − t), and a plain age
 * then is today's age − t. Only ages shift: any other amount in such a clause is declined.
 */
export interface Timed { clause: string; years: Exact }

const N = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)';
const FRONT = new RegExp(`^(?:in ${N} years?(?: time)?|${N} years? (ago|from now))\\s+`, 'i');
const BACK = new RegExp(`\\s+(?:in ${N} years?(?: time)?|${N} years? (ago|from now))$`, 'i');

/** The clause is about ages: it says so, or it only tells someone's number or multiple of another ("was twice @janet"). */
const AGE_WORDS = /\b(?:old|older|younger|age)\b/i;
const BARE_AGE = /^\S+ (?:will be|would be|was) (?:\d+|twice|half|thrice|triple|double|\w+ times)(?: @[a-z]+)?$/i;

/** "In 3 years, he will be 39": the comma after a leading time would split the clause from its time. */
export const joinTimePhrase = (text: string): string =>
  text.replace(new RegExp(`(^|[.!?]\\s+)((?:in ${N} years?|${N} years? (?:ago|from now))),\\s+`, 'gi'), '$1$2 ');

/** Today's clause and the years it is told at (negative for "ago"); null when it names no other time. */
export function clauseAtTime(clause: string): Timed | null {
  const match = FRONT.exec(clause) ?? BACK.exec(clause);
  if (!match) return null;
  const [, inYears, agoYears, word] = match;
  const years = readNumber(inYears ?? agoYears ?? '');
  if (!years || years.equals(0)) return null;
  const rest = clause.replace(match[0], '').trim();
  // "as old as Luke is now": two times in one clause.
  if (/\b(?:now|currently|today|then)\b/i.test(rest) || !(AGE_WORDS.test(rest) || BARE_AGE.test(rest))) return null;
  const today = rest.replace(/(?<!@)\b(?:will|would) be\b|(?<!@)\bwas\b|(?<!@)\bwill turn\b/i, 'is');
  if (/(?<!@)\b(?:will|would|was|were)\b/i.test(today)) return null;
  return { clause: today, years: word?.toLowerCase() === 'ago' ? years.neg() : years };
}

/** A relation told at a time, as today's; null when it is not an age. */
export function atToday(relation: Relation, timed: Timed | null): Relation | null {
  if (!timed) return relation;
  if (relation.unit !== 'year' && relation.unit !== '') return null;
  const t = timed.years;
  const offset = relation.base ? relation.factor.mul(t).add(relation.offset).sub(t) : relation.offset.sub(t);
  return { ...relation, offset, at: t };
}

/** A story about people's ages, not heights or weights told at another time ("the tree was twice as tall 3 years ago"). */
export const agesStory = (facts: string): boolean =>
  /\b(?:years? old|ages?|older|younger|as old as)\b/i.test(facts) && !/\b(?:height|tall|taller|weigh|weighs|weight|heavier|length|long|longer|width|wide|cost|costs|price)\b/i.test(facts);
