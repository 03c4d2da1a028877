import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('greatest common factor and least common multiple stories', () => {
  it('identical groups with nothing left over: the greatest number divides every amount', () => {
    expect(answer('Mona has 36 red beads and 24 blue beads. She wants to make identical bracelets with no beads left over. What is the greatest number of bracelets she can make?')).toBe('12 bracelets');
    expect(answer('Sam got two boxes. The first box has 20 pens and the second box has 30 pencils. He wants to make identical kits with all of the pens and pencils. What is the greatest number of kits Sam can make?')).toBe('10 kits');
    expect(answer('Two ropes are 30 m and 45 m long. They are cut into pieces of the same length with nothing left over. What is the greatest possible length of each piece?')).toBe('15 m');
  });

  it('events that repeat: together again after the least common multiple', () => {
    expect(answer('A red light flashes every 6 seconds and a green light flashes every 10 seconds. They just flashed together. After how many seconds will they flash together again?')).toBe('30 seconds');
  });

  it('packs that must match: the smallest number of the things counted', () => {
    expect(answer('Forks come in packs of 8 and spoons come in packs of 12. If Tia wants the same number of forks and spoons, what is the smallest number of forks she can buy?')).toBe('24 forks');
  });

  it('shows why no larger factor works', () => {
    const steps = JSON.stringify(solveProblem('Mona has 36 red beads and 24 blue beads. She wants to make identical bracelets with no beads left over. What is the greatest number of bracelets she can make?')?.steps);
    expect(steps).toContain('36 = 12 × 3, 24 = 12 × 2; 3 and 2 share no factor but 1');
  });

  it('declines a question about something else: the share per group, packs to buy, or rounds played', () => {
    expect(answer('Mona has 36 red beads and 24 blue beads. If she makes the greatest number of identical bracelets, how many red beads are on each bracelet?')).toBeNull();
    expect(answer('Forks come 8 to a package and spoons come 12 to a package. If Tia wants the same number of each, what is the least number of packages of each she needs?')).toBeNull();
    expect(answer('Ana wins 4 points from every round and Ben wins 6 points from every round. They end with the same number of points. What is the smallest number of rounds that Ana could have played?')).toBeNull();
    // Two workers on one job work together; the time is no common multiple.
    expect(answer('One pump can fill a tank in 6 hours and another in 4 hours. How long does it take both to fill the tank together?')).toBeNull();
  });
});
