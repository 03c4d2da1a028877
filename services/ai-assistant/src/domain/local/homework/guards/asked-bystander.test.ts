import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { askedBystander } from './asked-bystander.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a question about a holder the story only shows acting', () => {
  it('declines what the monkey or the shop has when the story tells what a named person has', () => {
    expect(askedBystander('Carlos had 39 bananas. A monkey ate 3 bananas. How many bananas does the monkey have now?')).not.toBeNull();
    expect(answer('Carlos had 39 bananas. A monkey ate 3 bananas. How many bananas does the monkey have now?')).toBeNull();
    expect(answer('Rosa had 50 dollars. She spent 18 dollars on a hat. How much money is left with the shop?')).toBeNull();
  });

  it('still answers a holder the story says has, gets or is given things, and the named person', () => {
    expect(askedBystander('The monkey had 10 bananas. Carlos gave it 3 more. How many bananas does the monkey have now?')).toBeNull();
    expect(askedBystander('Sam put 5 apples in the basket. He put 3 more in it. How many apples does the basket have?')).toBeNull();
    expect(askedBystander('The bakery made 50 cakes. It sold 20. How many cakes does the bakery have left?')).toBeNull();
    expect(answer('Carlos had 39 bananas. A monkey ate 3 bananas. How many bananas does Carlos have now?')).toBe('36 bananas');
  });

  it('reads a holder named in either number ("his shelves" holds what is put "on each shelf")', () => {
    expect(askedBystander('Adam could fit 11 action figures on each shelf in his room. His room has 4 shelves and 40 cabinets. How many total action figures could his shelves hold?')).toBeNull();
    expect(answer('Mia can fit 8 plates on each rack in her kitchen. Her kitchen has 5 racks and 12 drawers. How many plates could her racks hold?')).toBe('40 plates');
    expect(askedBystander('Adam could fit 11 action figures on each shelf in his room. His room has 4 shelves and 40 cabinets. How many total action figures could his cabinets hold?')).not.toBeNull();
  });
});
