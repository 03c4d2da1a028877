import { describe, expect, it } from 'vitest';
import { solveItemPrices } from './item-prices.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveItemPrices(text)?.answer ?? null;

describe('prices told through other prices', () => {
  it('finds each price from the one it is told by, then adds the things bought with their counts', () => {
    expect(answer('A hat costs $12. A shirt costs $5 more than a hat. How much do 2 shirts and a hat cost?')).toBe('$46');
    expect(answer('A chair costs 1/7 of the cost of a table. If a table costs $140, how much will it cost to buy a table and 4 chairs?')).toBe('$220');
    expect(answer('A book costs $15. A pen costs $12 less than a book. A bag costs twice as much as a book. How much do a bag, a pen and a book cost?')).toBe('$48');
    expect(answer('A shirt costs $12 more than a tie. A tie costs $7. What is the total cost of 2 shirts and 3 ties?')).toBe('$59');
    expect(solveStory('A kite costs half as much as a drum. A drum costs $18. How much do 4 kites cost?')?.answer).toBe('$36');
  });

  it('declines a thing with no price, a count not told, other amounts, and prices that are not whole cents', () => {
    expect(answer('A hat costs $12. A shirt costs $5 more than a hat. How much do 2 shirts and a coat cost?')).toBeNull();
    expect(answer('A hat costs $12. A shirt costs $5 more than a hat. How much do the shirts and a hat cost?')).toBeNull();
    expect(answer('A hat costs $12. A shirt costs $5 more than a hat. Tom has $50. How much do 2 shirts and a hat cost?')).toBeNull();
    expect(answer('A hat costs $12. A shirt costs $5 more than a hat. Tom buys 2 shirts. How much does he pay for the shirts?')).toBeNull();
    expect(answer('A hat weighs 12 ounces. A shirt weighs 5 ounces more than a hat. How much do 2 shirts and a hat cost?')).toBeNull();
    expect(answer('A hat costs $10. A shirt costs 1/3 as much as a hat. How much do 2 shirts cost?')).toBeNull();
    expect(answer('A hat costs $12. A shirt costs $15 less than a hat. How much do 2 shirts and a hat cost?')).toBeNull();
    expect(answer('A hat costs $12. A shirt costs $5 more than a hat. A shirt costs $20. How much do 2 shirts cost?')).toBeNull();
    expect(answer('A hat costs $12. A shirt costs $5 more than a hat. How much do 2 shirts and a hat cost after a 10% discount?')).toBeNull();
  });
});
