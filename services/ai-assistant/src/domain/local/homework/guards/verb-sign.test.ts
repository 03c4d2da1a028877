import { describe, expect, it } from 'vitest';
import type { Solved } from '../steps.js';
import { verbSignMismatch } from './verb-sign.js';

const reading = (sentence: string): Solved => ({ kind: 'word-problem', answer: '1 roll', steps: [{ kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'change' }] });
const BAKER = 'A baker made 40 rolls. He discarded 7 before baking 20 more the next morning. What is the total number of rolls he has now?';

describe('a number goes the way its own verb says', () => {
  it('declines money from a sale taken away, or money paid added (a sale was answered $17 from $20)', () => {
    const sold = 'Tony had $20. He sold a hot dog for $3. How much money does Tony have now?';
    expect(verbSignMismatch(sold, reading('20 - 3'))).toMatch(/3/);
    expect(verbSignMismatch(sold, reading('20 + 3'))).toBeNull();
    const bought = 'Tony had $20. He bought a hot dog for $3. How much money does Tony have now?';
    expect(verbSignMismatch(bought, reading('20 + 3'))).toMatch(/3/);
    expect(verbSignMismatch(bought, reading('20 - 3'))).toBeNull();
  });

  it('declines a gain taken away', () => {
    expect(verbSignMismatch(BAKER, reading('40 - 7 - 20'))).toMatch(/20/);
  });

  it('accepts the verbs read right, and verbs turned by a particle or done by someone else', () => {
    expect(verbSignMismatch(BAKER, reading('40 - 7 + 20'))).toBeNull();
    expect(verbSignMismatch('There were 10 students on the bus. At the stop 3 students got off. How many are on the bus now?', reading('10 - 3'))).toBeNull();
    expect(verbSignMismatch("Fred has 40 cards. Keith bought 22 of Fred's cards. How many cards does Fred have now?", reading('40 - 22'))).toBeNull();
  });
});
