import { AGE_OF, OLD, PERSON, readAgeClause, whose, type AgeRelation } from './age-clauses.js';
import { personKey } from './age-people.js';

/**
 * A moment told by someone's age instead of a number of years: "when Bella turns 18", "when he was born", "when
 * his dad is twice as old as him". A told sentence pinned to such a moment ("Marianne was 20 years old when Bella
 * was 8", "James turned 23 the same time John turned 35", "Susan was born when Janet turned 3", "When Jayson is
 * 10 his dad is 4 times his age") fixes the difference of two ages, which stays the same at every time.
 */
export type Moment =
  | { kind: 'age'; who: string; years: number; past: boolean }
  /** who's age = factor × of's age, of's age then or now. */
  | { kind: 'times'; who: string; factor: number; of: string; ofNow: boolean; past: boolean };

const N = String.raw`(\d+)`;
const FACTOR = String.raw`(\d+(?:\.\d+)?|\d+\/\d+)\s+times`;
const PAST = /^(?:was|were|turned|had\s+turned)$/i;
const MOMENT_VERB = String.raw`(is|turns|will\s+be|will\s+turn|reaches|gets\s+to\s+be|was|turned)`;
const SUBJECT = new RegExp(String.raw`^(${AGE_OF})\s+(?:(?:was|is)\s+born|${MOMENT_VERB}\s+(.+))$`, 'i');
const TIMES = new RegExp(String.raw`^${FACTOR}\s+(?:as\s+old\s+as\s+(${PERSON})(?:\s+(is|was|will\s+be))?(\s+(?:is\s+)?now)?|(${AGE_OF}))$`, 'i');
const fraction = (text: string): number => { const [top, bottom] = text.split('/').map(Number); return bottom ? top! / bottom : top!; };

/** "Bella turns 18", "he was born", "his dad is 2 times as old as him", "Fouad's age is 2 times Ahmed's current age". */
export function readMoment(phrase: string): Moment | null {
  const m = SUBJECT.exec(phrase.trim());
  if (!m) return null;
  const who = whose(m[1]!);
  if (!m[2]) return { kind: 'age', who, years: 0, past: true };
  const past = PAST.test(m[2]);
  const age = new RegExp(`^${N}${OLD}$`, 'i').exec(m[3]!);
  if (age) return { kind: 'age', who, years: +age[1]!, past };
  const times = TIMES.exec(m[3]!);
  if (!times || /turn|reach|gets/i.test(m[2])) return null;
  const of = times[2] ?? whose(times[5]!);
  const ofNow = Boolean(times[4]) || /\b(?:current|present)\b/i.test(times[5] ?? '');
  return { kind: 'times', who, factor: fraction(times[1]!), of, ofNow, past };
}

const PRONOUN = /^(?:he|she|him|her|his)$/i;
const same = (written: string, who: string, other: string): boolean => personKey(written) === personKey(who) || (PRONOUN.test(written) && !PRONOUN.test(other));
const apart = (older: string, of: string, years: number): AgeRelation => ({ kind: 'linear', person: older, of, factor: 1, offset: years, at: 0, ofAt: 0 });

/** "When Jayson is 10 his dad is 4 times his age": the other's age at that moment, as a difference of ages. */
function pinnedClause(moment: Moment & { kind: 'age' }, clause: string): AgeRelation | null {
  const verb = /\b(is|was|will\s+be|are|were)\b/i.exec(clause);
  if (!verb || PAST.test(verb[1]!) !== moment.past || (moment.past && /will/i.test(verb[1]!))) return null;
  const r = readAgeClause(clause.replace(verb[0], 'is'));
  if (!r || r.kind === 'sum' || r.at !== 0) return null;
  if (r.kind === 'age') return same(r.person, moment.who, '') ? null : apart(r.person, moment.who, r.years - moment.years);
  if (r.kind !== 'linear' || r.of === '^' || r.ofAt !== 0) return null;
  if (same(r.of, moment.who, r.person) && !same(r.person, moment.who, r.of)) return apart(r.person, moment.who, r.factor * moment.years + r.offset - moment.years);
  if (same(r.person, moment.who, r.of) && !same(r.of, moment.who, r.person)) {
    const other = (moment.years - r.offset) / r.factor;
    return Number.isInteger(other) && other >= 0 ? apart(r.of, moment.who, other - moment.years) : null;
  }
  return null;
}

const AT_SAME_TIME = new RegExp(String.raw`^(${PERSON})\s+turned\s+${N}(?:\s+at)?\s+the\s+same\s+time(?:\s+as)?\s+(${PERSON})\s+turned\s+${N}$`, 'i');
const BOTH_AGES = new RegExp(String.raw`^(${AGE_OF})\s+(was|is)\s+${N}${OLD}\s+when\s+(.+)$`, 'i');
const BORN_WHEN = new RegExp(String.raw`^(${PERSON})\s+was\s+born\s+when\s+(.+)$`, 'i');
const WHEN_FIRST = new RegExp(String.raw`^when\s+((?:${AGE_OF})\s+${MOMENT_VERB}\s+${N}${OLD})\s*,?\s+(.+)$`, 'i');

/** A told sentence pinned to a moment, as the difference of two ages; null when it is no such sentence. */
export function readMomentClause(sentence: string): AgeRelation | null {
  const same = AT_SAME_TIME.exec(sentence);
  if (same) return apart(same[1]!, same[3]!, +same[2]! - +same[4]!);
  const born = BORN_WHEN.exec(sentence);
  const bornAt = born && readMoment(born[2]!);
  if (born && bornAt?.kind === 'age' && bornAt.past) return apart(born[1]!, bornAt.who, -bornAt.years);
  const both = BOTH_AGES.exec(sentence);
  const bothAt = both && readMoment(both[4]!);
  if (both && bothAt?.kind === 'age' && bothAt.past === /^was$/i.test(both[2]!)) return apart(whose(both[1]!), bothAt.who, +both[3]! - bothAt.years);
  const first = WHEN_FIRST.exec(sentence);
  const firstAt = first && readMoment(first[1]!);
  return first && firstAt?.kind === 'age' && firstAt.years > 0 ? pinnedClause(firstAt, first.at(-1)!) : null;
}
