import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('readings checked against the question', () => {
  it('never adds a fixed charge to the amount paid before dividing by the rate', () => {
    expect(answer('Omar rented a bike for a day, paying 23.5 dollars, and the charge was 14 dollars plus 0.5 dollars per mile. How many miles did he ride?')).toBeNull();
  });

  it('declines a reading that never uses a size the question names', () => {
    expect(answer('The 12oz jar has 30 scoops and each scoop has 4 beans. How many beans are in a 20oz jar?')).toBeNull();
  });

  it('still reads a question whose numbers the reading uses', () => {
    expect(answer('One stamp costs 34 cents. How much do 4 stamps cost?')).toBe('136 cents');
  });
});
