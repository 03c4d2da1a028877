import { readAgeClause, sentenceTime, type AgeRelation } from './age-clauses.js';
import { resolvePeople } from './age-people.js';
import { WHO } from './age-questions.js';
import { readMoment, readMomentClause, type Moment } from './age-moments.js';
import { solveAges, type SolvedAges } from './age-system.js';
import { agesNow, factsOf, years } from './age-work.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Questions about a moment told by an age: "In how many years will Bob be twice as old as his son?", "How many
 * years ago was Bob 4 times as old as his son?", "In how many years will Arman be 40?" (the years to it), and
 * "How old will Mel be when Katherine is 24?", "How old was Jayson's mom when he was born?", "How old will Joel
 * be when his dad is twice as old as him?" (someone's age then). The moment is found from the ages now.
 */
const IN_YEARS = String.raw`(?:\s+in\s+years)?`;
const WILL = String.raw`(will|would|was|is)`;
const BE = String.raw`(?:\s+(?:be\s+going\s+to\s+be|going\s+to\s+be|be|turn))?`;
const HOW_OLD_THEN: ReadonlyArray<{ shape: RegExp; verb: number; who: number; moment: number }> = [
  { shape: new RegExp(String.raw`^how\s+old\s+${WILL}\s+${WHO}${BE}\s+(?:when|by\s+the\s+time)\s+(.+?)${IN_YEARS}$`, 'i'), verb: 1, who: 2, moment: 3 },
  { shape: new RegExp(String.raw`^(?:when|by\s+the\s+time)\s+(.+?)\s*,?\s+how\s+old\s+${WILL}\s+${WHO}${BE}${IN_YEARS}$`, 'i'), verb: 2, who: 3, moment: 1 },
  { shape: new RegExp(String.raw`^what\s+(will|was)\s+${WHO}(?:'s|’s)\s+age\s+(?:be\s+)?when\s+(.+)$`, 'i'), verb: 1, who: 2, moment: 3 },
];
const YEARS_TO = /^in\s+how\s+many\s+years\s+(?:will|would)\s+(.+?)\s+be\s+(.+)$/i;
const YEARS_AGO = /^how\s+many\s+years\s+ago\s+(?:was|were)\s+(.+?)\s+(\d.+)$/i;

type Found = { solved: SolvedAges; who: string; of: string | null; t: number };

/** The ages solved with the moment's people asked, and the years from now to the moment (negative: ago). */
function atMoment(told: string[], moment: Moment, alsoAsked: string[] = []): Found | null {
  const names = [moment.who, ...(moment.kind === 'times' ? [moment.of] : []), ...alsoAsked];
  const solved = solveAges(told, names, 0);
  if (!solved) return null;
  const pronoun = (w: string): boolean => /^(?:he|she|him|her|his)$/i.test(w);
  const [first, second] = moment.kind === 'times' && pronoun(moment.who) ? [moment.of, moment.who] : [moment.who, moment.kind === 'times' ? moment.of : null];
  const a = solved.key(first);
  const b = second === null ? null : a && solved.key(second, a);
  if (!a || (second !== null && (!b || b === a))) return null;
  const [who, of] = first === moment.who ? [a, b] : [b!, a];
  const [x, y] = [solved.age(who, 0), of ? solved.age(of, 0) : 0];
  const k = moment.kind === 'times' ? moment.factor : 1;
  const t = moment.kind === 'age' ? moment.years - x : moment.ofNow ? k * y - x : (x - k * y) / (k - 1);
  if ((moment.kind === 'times' && k === 1) || !Number.isInteger(t) || t === 0 || moment.past !== t < 0) return null;
  if (solved.age(who, t) < 0 || (of && solved.age(of, t) <= 0) || solved.age(who, t) >= 130) return null;
  const then = solved.age(who, t);
  const holds = moment.kind === 'age' ? then === moment.years : Math.abs(then - k * solved.age(of!, moment.ofNow ? 0 : t)) < 1e-9;
  return holds ? { solved, who, of, t } : null;
}

const when = (t: number): string => (t > 0 ? `in ${years(t)}` : `${years(-t)} ago`);
function momentCheck(f: Found, moment: Moment): string {
  const then = f.solved.age(f.who, f.t);
  if (moment.kind === 'age') return `${when(f.t)} ${f.solved.shown.get(f.who)} is ${f.solved.age(f.who, 0)} ${f.t > 0 ? '+' : '−'} ${Math.abs(f.t)} = ${then}`;
  const other = f.solved.age(f.of!, moment.ofNow ? 0 : f.t);
  return `${when(f.t)} the ages are ${then} and ${f.solved.age(f.of!, f.t)}, and ${then} = ${moment.factor} × ${other}`;
}
const momentEquation = (f: Found, moment: Moment): string => {
  const x = `${f.solved.age(f.who, 0)} + t`;
  return moment.kind === 'age' ? `${x} = ${moment.years}` : `${x} = ${moment.factor} × ${moment.ofNow ? f.solved.age(f.of!, 0) : `(${f.solved.age(f.of!, 0)} + t)`}`;
};

/** "In how many years will Bob be twice as old as his son?", "How many years ago was Bob 4 times as old as his son?". */
export function askedWhen(told: string[], question: string): SkillAnswer | null {
  const ahead = YEARS_TO.exec(question);
  const ago = ahead ? null : YEARS_AGO.exec(question);
  const moment = ahead ? readMoment(`${ahead[1]} will be ${ahead[2]}`) : ago ? readMoment(`${ago[1]} was ${ago[2]}`) : null;
  const found = moment && atMoment(told, moment);
  if (!moment || !found || (moment.kind === 'age' && ago)) return null;
  const { solved, t } = found;
  return {
    problem: `how many years ${t > 0 ? 'from now' : 'ago'} ${question.replace(/^.*?\b(?:will|would|was|were)\s+/i, '').replace(/\s+be\s+/, ' will be ')}`,
    facts: [...factsOf(solved), momentEquation(found, moment)],
    schema: 'age-equations',
    sentence: `${agesNow(solved)}; then ${momentEquation(found, moment)}, so t = ${t}`,
    check: [...solved.checks, momentCheck(found, moment)].join('; '),
    answer: `${years(Math.abs(t))}${t < 0 ? ' ago' : ''}`,
  };
}

/**
 * When the story tells only differences of ages ("Marianne was 20 when Bella was 8": 12 years apart), the ages now
 * are unknown but a difference stays the same at every time: at the moment Bella is 18, Marianne is 18 + 12.
 */
function fromDifferences(told: string[], moment: Moment, asked: string): SkillAnswer | null {
  const read = told.map((s) => readAgeClause(s) ?? readMomentClause(s));
  if (moment.kind !== 'age' || read.some((r) => !r || r.kind !== 'linear' || r.factor !== 1)) return null;
  const story = resolvePeople(read as AgeRelation[], [moment.who, asked]);
  const from = story?.key(moment.who);
  const to = story && from ? story.key(asked, from) : null;
  if (!story || !from || !to || from === to) return null;
  const ahead = new Map<string, number>([[from, 0]]);
  const steps: string[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const r of story.relations as Array<AgeRelation & { kind: 'linear' }>) {
      const [p, o] = [ahead.get(r.person), ahead.get(r.of)];
      if ((p === undefined) === (o === undefined)) { if (p !== undefined && p !== o! + r.offset) return null; continue; }
      ahead.set(p === undefined ? r.person : r.of, p === undefined ? o! + r.offset : p - r.offset);
      steps.push(`${story.shown.get(r.person)} is ${Math.abs(r.offset)} years ${r.offset > 0 ? 'older' : 'younger'} than ${story.shown.get(r.of)}`);
      grew = true;
    }
  }
  const then = ahead.has(to) ? moment.years + ahead.get(to)! : null;
  if (then === null || then <= 0 || then >= 130 || [...ahead.values()].some((d) => moment.years + d < 0)) return null;
  const who = story.shown.get(to)!;
  const at = moment.years === 0 ? `${story.shown.get(from)} was born` : `${story.shown.get(from)} is ${moment.years}`;
  return {
    problem: `${who}'s age when ${at}`,
    facts: steps,
    schema: 'age-equations',
    sentence: `a difference of ages stays the same at every time: ${steps.join(', and ')}; so when ${at}, ${who} is ${moment.years} ${ahead.get(to)! >= 0 ? '+' : '−'} ${Math.abs(ahead.get(to)!)} = ${then}`,
    check: `${then} − ${moment.years} = ${ahead.get(to)}, the difference told`,
    answer: `${then} years old`,
  };
}

/** "How old will Mel be when Katherine is 24?", "How old was Jayson's mom when he was born?". */
export function askedAtMoment(told: string[], question: string): SkillAnswer | null {
  const shape = HOW_OLD_THEN.find((s) => s.shape.test(question));
  const m = shape?.shape.exec(question);
  if (!shape || !m) return null;
  const [verb, asked, phrase] = [m[shape.verb]!, m[shape.who]!, m[shape.moment]!];
  if (/^is$/i.test(verb) && !/going\s+to/i.test(m[0])) return null;
  const read = readMoment(phrase);
  // "How old was Jayson's mom when he was born": the pronoun is the one whose mom is asked.
  const owner = /^([A-Z][a-z]+)(?:'s|’s)\s/.exec(asked)?.[1];
  const moment = read && owner && /^(?:he|she)$/i.test(read.who) ? { ...read, who: owner } : read;
  if (!moment || sentenceTime(phrase)?.at !== 0 || moment.past !== /^was$/i.test(verb)) return null;
  const found = atMoment(told, moment, [asked]);
  const key = found?.solved.key(asked, found.who);
  if (!found || !key) return found ? null : fromDifferences(told, moment, asked);
  const { solved, t } = found;
  const then = solved.age(key, t);
  if (then <= 0 || then >= 130) return null;
  return {
    problem: `${solved.shown.get(key)}'s age ${phrase.replace(/^/, 'when ')}`,
    facts: [...factsOf(solved), momentEquation(found, moment)],
    schema: 'age-equations',
    sentence: `${agesNow(solved)}; then ${momentEquation(found, moment)}, so t = ${t}, and ${solved.letter(key)} ${t > 0 ? '+' : '−'} ${Math.abs(t)} = ${then}`,
    check: [...solved.checks, momentCheck(found, moment), `${when(t)} ${solved.shown.get(key)} is ${then}`].join('; '),
    answer: `${then} years old`,
  };
}
