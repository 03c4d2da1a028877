import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a thing bought without a price', () => {
  it('declines a money total or money left that would leave it out', () => {
    expect(answer('Tom bought 2 shirts for $7 each, a hat and a scarf. How much did he spend in all?')).toBeNull();
    expect(answer('Rosa bought 3 notebooks at $4 each and a lamp. How much did she spend in total?')).toBeNull();
  });

  it('still reads lists where every thing has its price, and stories that only name what was bought', () => {
    expect(answer('Tom bought 2 shirts for $7 each and a hat for $5. How much did he spend in all?')).toBe('$19');
    expect(answer('Kim went to the store to buy some food. She bought 4 rolls at $2 each and 2 pies at $6 each. How much did she spend in all?')).toBe('$20');
  });
});
