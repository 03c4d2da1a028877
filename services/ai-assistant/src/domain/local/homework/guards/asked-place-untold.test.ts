import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

describe('a place asked that the story never tells (asdiv-more)', () => {
  it('declines a sum of the told places for an untold one', () => {
    expect(solveStory('Tom put 2 coins in the first jar, 4 coins in the second jar and 8 coins in the third jar. How many coins will he put in the fourth jar?')).toBeNull();
  });

  it('keeps a total of the told places', () => {
    expect(solveStory('Tom put 2 coins in the first jar and 4 coins in the second jar. How many coins did he put in the jars?')?.answer).toBe('6 coins');
  });
});
