import { exact, showExact, type Exact } from '../math-engine.js';
import { readAgeClause, type AgeRelation } from './age-clauses.js';
import { readMomentClause } from './age-moments.js';
import { resolvePeople } from './age-people.js';
import { eliminate } from './eliminate.js';

/**
 * An age story's relations as linear equations in everyone's age now, solved by elimination with exact
 * fractions: exactly as many relations as people, one whole solution, every age at every time the story speaks
 * of positive and below 130, and every relation, worked out again with plain arithmetic, holding.
 */
export interface SolvedAges {
  read: AgeRelation[];
  people: string[];
  shown: Map<string, string>;
  /** A person's age `at` years from now. */
  age: (person: string, at: number) => number;
  checks: string[];
  letter: (person: string) => string;
  /** The key of a name the question wrote (pronouns resolved); null when it is nobody of the story. */
  key: (written: string, other?: string) => string | null;
}

function row(r: AgeRelation, people: string[]): Exact[] {
  const c = people.map(() => exact.fraction(0));
  const at = exact.fraction(r.at);
  const add = (p: string, v: Exact): void => { const i = people.indexOf(p); c[i] = c[i]!.add(v); };
  const f = (n: number): Exact => exact.fraction(n);
  if (r.kind === 'age') { add(r.person, f(1)); return [...c, f(r.years).sub(at)]; }
  // x + at = k (y + ofAt) + c
  if (r.kind === 'linear') { add(r.person, f(1)); add(r.of, f(-r.factor)); return [...c, f(r.factor).mul(f(r.ofAt)).sub(at).add(f(r.offset))]; }
  for (const p of r.people as string[]) add(p, f(1));
  return [...c, f(r.years).sub(at.mul((r.people as string[]).length))];
}

/** The relation worked out again with the ages found (a second way: plain arithmetic, not the matrix). */
function holds(r: AgeRelation, age: (p: string, at: number) => number): string | null {
  const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;
  if (r.kind === 'age') return near(age(r.person, r.at), r.years) ? `${age(r.person, r.at)} = ${r.years}` : null;
  if (r.kind === 'linear') {
    const [x, y] = [age(r.person, r.at), age(r.of, r.ofAt)];
    const right = `${r.factor === 1 ? '' : `${showExact(exact.fraction(r.factor))} × `}${y}${r.offset ? ` ${r.offset > 0 ? '+' : '−'} ${Math.abs(r.offset)}` : ''}`;
    return near(x, r.factor * y + r.offset) ? `${x} = ${right}` : null;
  }
  const ages = (r.people as string[]).map((p) => age(p, r.at));
  return near(ages.reduce((a, b) => a + b, 0), r.years) ? `${ages.join(' + ')} = ${r.years}` : null;
}

export function equation(r: AgeRelation, letter: (p: string) => string): string {
  const when = (p: string, at = r.at): string => (at ? `(${letter(p)} ${at > 0 ? '+' : '−'} ${Math.abs(at)})` : letter(p));
  if (r.kind === 'age') return `${when(r.person)} = ${r.years}`;
  if (r.kind === 'linear') {
    return `${when(r.person)} = ${r.factor === 1 ? '' : `${showExact(exact.fraction(r.factor))} × `}${when(r.of, r.ofAt)}${r.offset ? ` ${r.offset > 0 ? '+' : '−'} ${Math.abs(r.offset)}` : ''}`;
  }
  return `${(r.people as string[]).map((p) => when(p)).join(' + ')} = ${r.years}`;
}

/** The story's relations solved for everyone's age now, checked; null unless one whole, positive solution. */
export function solveAges(sentences: string[], asked: string[], askedAt: number): SolvedAges | null {
  const relations = sentences.map((s) => readAgeClause(s) ?? readMomentClause(s));
  if (relations.some((r) => !r)) return null;
  const story = resolvePeople(relations as AgeRelation[], asked);
  if (!story || story.people.length < 1 || story.relations.length !== story.people.length) return null;
  const { relations: read, people, shown } = story;
  const values = eliminate(read.map((r) => row(r, people)));
  if (!values || values.some((v) => v.d !== 1n)) return null;
  const now = new Map(people.map((p, i) => [p, Number(values[i]!.valueOf())]));
  const age = (p: string, at: number): number => now.get(p)! + at;
  // Everyone is alive now and at the asked time, and each person at every time a relation speaks of them.
  const spoken = read.flatMap((r) => (r.kind === 'linear' ? [[r.person, r.at], [r.of, r.ofAt]] : r.kind === 'age' ? [[r.person, r.at]] : (r.people as string[]).map((p) => [p, r.at])) as Array<[string, number]>);
  const moments = [...people.flatMap((p) => [[p, 0], [p, askedAt]] as Array<[string, number]>), ...spoken];
  if (moments.some(([p, t]) => age(p, t) <= 0 || age(p, t) >= 130)) return null;
  const checks = read.map((r) => holds(r, age));
  if (checks.some((c) => !c)) return null;
  const initials = people.map((p) => p.replace(/^.*'s\s+/, '').replace(/^(?:mrs?|ms|dr)\s+/, '')[0]!.toLowerCase());
  const letters = new Set(initials).size === people.length ? initials : ['x', 'y', 'z', 'w', 'v'].slice(0, people.length);
  if (letters.length !== people.length) return null;
  return { read, people, shown, age, checks: checks as string[], letter: (p) => letters[people.indexOf(p)]!, key: story.key };
}
