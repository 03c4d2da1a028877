import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a time spent resting is no time of the rate', () => {
  it('never multiplies a stop into the distance', () => {
    expect(answer('A car goes 60 miles per hour for 2 hours and then stops for 3 hours. How many miles does it go?')).not.toBe('300 miles');
  });

  it('keeps a trip told without a stop', () => {
    expect(answer('A car travels at 60 miles per hour for 3 hours. How many miles does it travel?')).toBe('180 miles');
  });
});
