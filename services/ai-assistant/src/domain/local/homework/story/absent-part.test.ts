import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

describe('a part that was absent', () => {
  it('is taken away before the rest are counted by the rate', () => {
    expect(solveStory('There were 10 dancers. 3 dancers were absent on Friday. The remaining dancers earned 6 stars each. How many stars were earned in total?')?.answer).toBe('42 stars');
  });

  it('is never added to the ones who were there', () => {
    expect(solveStory('There were 10 dancers and 3 dancers were absent. Each dancer earned 6 stars. How many stars were earned in all?')?.answer).not.toBe('78 stars');
  });
});
