import { equation, type SolvedAges } from './age-system.js';

/** The shown work of an age story: what each letter stands for, the equations, and how the ages come out. */
export const factsOf = (s: SolvedAges): string[] => [...s.people.map((p) => `${s.letter(p)} = ${s.shown.get(p)}'s age now`), ...s.read.map((r) => equation(r, s.letter))];
/**
 * How the ages come out: with two people and one relation that gives one age through the other now ("t = 3 × d"),
 * that one is put into the other equation, which then has one letter; otherwise the equations are solved together.
 */
export function agesNow(s: SolvedAges): string {
  const values = s.people.map((p) => `${s.letter(p)} = ${s.age(p, 0)}`).join(', ');
  const given = s.people.length === 2 ? s.read.find((r) => r.kind === 'linear' && r.at === 0 && r.ofAt === 0 && r.person !== r.of) : undefined;
  const other = given && s.read.find((r) => r !== given);
  if (!given || !other || given.kind !== 'linear') return `solving the ${s.read.length === 1 ? 'equation' : `${s.read.length} equations together`}: ${values}`;
  const [x, y] = [s.letter(given.person), s.letter(given.of)];
  const through = equation(given, s.letter).split(' = ')[1]!;
  if (other.kind === 'age' && other.person === given.of) {
    const known = `${other.at ? `${equation(other, s.letter)} gives ` : ''}${y} = ${s.age(given.of, 0)}`;
    return `${known}, so ${x} = ${through.replace(new RegExp(`\\b${y}\\b`, 'g'), String(s.age(given.of, 0)))} = ${s.age(given.person, 0)}`;
  }
  const put = equation(other, s.letter).replace(new RegExp(`\\b${x}\\b`, 'g'), `(${through})`);
  return `put ${x} = ${through} into ${equation(other, s.letter)}: ${put}, so ${y} = ${s.age(given.of, 0)} and ${x} = ${s.age(given.person, 0)}`;
}
export const shift = (at: number): string => (at > 0 ? ` + ${at}` : at < 0 ? ` − ${-at}` : '');
export const years = (n: number): string => `${n} year${n === 1 ? '' : 's'}`;

