import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('"how many extra" answered with a sum', () => {
  it('declines adding every number when the question asks what is over', () => {
    expect(answer('The cafeteria ordered 37 red apples and 45 green apples. If only 51 students ate fruit, how many extra apples does the cafeteria have?')).toBeNull();
    expect(answer('The cafeteria ordered 37 red apples and 45 green apples. If only 51 students ate fruit, how many surplus apples does the cafeteria have?')).toBeNull();
  });

  it('still answers the extra ones when some of the parts are taken away', () => {
    expect(answer('Janet picked 4 tulips and 11 roses to make flower bouquets. If she only used 11 of the flowers though, how many extra flowers did Janet pick?')).toBe('4 flowers');
  });
});
