import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('missing parts: a whole that is needed and several parts already there', () => {
  it('subtracts the sum of the parts from the whole', () => {
    expect(answer('Ada needs 50 beads for a necklace. She has 12 red beads and 15 white beads. How many more beads does she need?')).toBe('23 beads');
    expect(answer('A wall has 30 green tiles, 25 grey tiles and 10 black tiles. If the wall needs 90 tiles, how many more tiles are needed?')).toBe('25 tiles');
  });

  it('declines when a part was given away or a number counts something else', () => {
    expect(answer('Ada needs 50 beads. She has 12 red beads and gave 5 beads to Bo. How many more beads does she need?')).toBeNull();
    expect(answer('Ada needs 50 beads. She has 12 red beads and 3 boxes. How many more beads does she need?')).toBeNull();
  });
});
