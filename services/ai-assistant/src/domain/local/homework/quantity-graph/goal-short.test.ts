import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;
const STORMI = 'Stormi is saving up to buy a bicycle. She washes 3 cars for $10 each. She mows 2 lawns for $13 each.';

describe('the money still to earn for a goal (gsm-parts)', () => {
  it('reads the earnings without the goal and takes them from it', () => {
    expect(answer(`${STORMI} If the bicycle she wants costs $80, how much more money does Stormi need to make to afford the bicycle?`)).toBe('$24');
    expect(answer('To support the school outreach program, Einstein wants to raise $500 by selling snacks. One box of pizza sells for $12, a pack of potato fries sells for $0.30, and a can of soda at $2. Einstein sold 15 boxes of pizzas, 40 packs of potato fries, and 25 cans of soda. How much more money does Einstein need to raise to reach his goal?')).toBe('$258');
  });

  it('declines another thing asked, another earner, money had, earnings over time, and a goal already reached', () => {
    expect(answer(`${STORMI} If the helmet she wants costs $80, how much more money does Stormi need to make to afford the bicycle?`)).toBeNull();
    expect(answer('Stormi is saving up to buy a bicycle. She washes 3 cars for $10 each. Her brother mows 2 lawns for $13 each. If the bicycle she wants costs $80, how much more money does Stormi need to make to afford the bicycle?')).toBeNull();
    expect(answer('Stormi is saving up to buy a bicycle. She has $20. She washes 3 cars for $10 each. If the bicycle she wants costs $80, how much more money does Stormi need to make to afford the bicycle?')).toBeNull();
    expect(answer('Stormi is saving up to buy a bicycle. She washes 3 cars for $10 each every week. If the bicycle she wants costs $80, how much more money does Stormi need to make to afford the bicycle?')).toBeNull();
    expect(answer(`${STORMI} If the bicycle she wants costs $50, how much more money does Stormi need to make to afford the bicycle?`)).toBeNull();
  });
});
