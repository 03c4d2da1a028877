import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a bill handed over is not money spent (gsm-wages)', () => {
  it('declines a reading that adds the bill to the purchase', () => {
    // main read "3 × 2 + 20 = 26".
    expect(answer('Ann buys 3 pens for $2 each. She pays with a $20 bill. How much does she spend?')).not.toBe('$26');
    expect(answer('Ann bought 3 pens for $2 each. She gave the cashier $20. How much did she spend?')).not.toBe('$26');
  });

  it('keeps a pay rate, which is no bill handed over, and the change asked from the bill', () => {
    expect(answer('Paul is paid $15 an hour and works 30 hours a week. How much does Paul earn in 3 weeks?')).toBe('$1350');
    expect(answer('Ann buys 3 pens for $2 each. She pays with a $20 bill. How much change does she get?')).toBe('$14');
  });
});
