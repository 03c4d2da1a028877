import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

describe('the part asked is the part the story tells', () => {
  it('declines working out the told part as the rest of the total', () => {
    expect(solveStory('There are a total of 30 marbles in a jar. If there are 12 red marbles and some blue marbles in the jar. How many red marbles are in the jar?')?.answer ?? null).toBeNull();
  });

  it('leaves the other part asked', () => {
    expect(solveStory('There are a total of 30 marbles in a jar. If there are 12 red marbles and some blue marbles in the jar. How many blue marbles are in the jar?')?.answer).toBe('18 marbles');
  });
});
