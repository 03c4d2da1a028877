import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('a goal and what is already there: the part still missing', () => {
  it('reads "how much more money" in a story told in dollars', () => {
    expect(answer('Elisa has 37 dollars. She wants to have 53 dollars. How much more money does she need?')).toBe('$16');
    expect(answer('Mia wants to collect 50 stickers. She already has 32 stickers. How many more stickers does she need to collect?')).toBe('18 stickers');
  });

  it('declines when the goal and the part belong to different people', () => {
    expect(answer('Mia wants to collect 50 stickers. Her brother has 32 stickers. How many more stickers does she need to collect?')).toBeNull();
    expect(answer('Mia wants to collect 50 stickers. Tom has 32 stickers. How many more stickers does Mia need to collect?')).toBeNull();
    expect(answer('Elisa has 37 dollars. Tom wants to have 53 dollars. How much more money does Tom need?')).toBeNull();
    expect(answer('Elisa has 37 dollars. She wants to have 53 dollars. How much more money does her brother need?')).toBeNull();
  });

  it('a comparison still reads the other owner when the question asks a gap, not a need', () => {
    expect(answer('Zach scored 42 points. Ben scored 21 points. How many more points did Zach score?')).toBe('21 points');
  });
});
