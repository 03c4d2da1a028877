import { describe, expect, it } from 'vitest';
import { solveLotsDifference } from './lots-difference.js';

const answer = (text: string): string | null => solveLotsDifference(text)?.answer ?? null;

describe('how much more was spent on one thing than on another, over lots', () => {
  it('adds each thing\'s lots and takes the smaller total from the larger', () => {
    expect(answer('Omar bought 6 boxes of tea and 3 jars of honey. Each box of tea cost $3 and each jar of honey cost $4. How much more did Omar spend on tea than on honey?')).toBe('$6');
    expect(answer('Ella bought 8 roses at $2 each and 5 tulips at $1.50 each. How much more did Ella spend on roses than on tulips?')).toBe('$8.50');
  });

  it('declines a lot of neither thing, a thing asked first that cost less, or a discount', () => {
    expect(answer('Ella bought 8 roses at $2 each, 5 tulips at $1.50 each and 2 vases at $9 each. How much more did Ella spend on roses than on tulips?')).toBeNull();
    expect(answer('Ella bought 8 roses at $2 each and 5 tulips at $1.50 each. How much more did Ella spend on tulips than on roses?')).toBeNull();
    expect(answer('Ella bought 8 roses at $2 each and 5 tulips at $1.50 each with a 10% discount. How much more did Ella spend on roses than on tulips?')).toBeNull();
  });
});
