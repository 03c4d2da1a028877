import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe("one person's share", () => {
  it('declines a total for all when the question asks what each person paid or got', () => {
    expect(answer('Jo and Al bought 12 cupcakes together. Each cupcake cost $1.50. Jo paid for all of them. How much did each person pay?')).toBeNull();
    expect(answer('Kim and Lee bought 6 pies together. Each pie cost $4. Kim paid for all of them. How much did each person pay?')).toBeNull();
  });

  it('still reads a share divided among people and a total for one buyer', () => {
    expect(answer('Four friends share 20 apples equally. How many apples does each friend get?')).toBe('5 apples');
    expect(answer('Kim bought 6 pies. Each pie cost $4. How much did she pay?')).toBe('$24');
  });
});

describe('the size of a group asked', () => {
  it('never answers with the number of groups', () => {
    expect(answer('Ben had 50 cards. He sold 14 of them. He put the rest into piles with 4 cards in each pile. How many cards are in each pile?')).toBeNull();
    // An irregular plural names the same group ("each shelf", "7 shelves").
    expect(answer('A store had 86 toys. It sold 30 toys and put the rest on shelves with 8 toys on each shelf. How many toys are on each shelf?')).toBeNull();
  });
});
