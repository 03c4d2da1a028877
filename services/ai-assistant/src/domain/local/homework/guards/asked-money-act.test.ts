import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('the money act asked against the acts told', () => {
  it('declines spending asked of a story that only earns, and earnings asked of one that only spends', () => {
    expect(answer('Jason earned $142.46 and $8.89. What was his total expense?')).toBeNull();
    expect(answer('Jason spent $142.46 and $8.89. How much did he earn?')).toBeNull();
  });

  it('reads the act the story tells', () => {
    expect(answer('Jason earned $142.46 and $8.89. How much did he earn in total?')).toBe('$151.35');
    expect(answer('Jason bought a bike for $142.46 and a helmet for $8.89. What was his total expense?')).toBe('$151.35');
  });
});
