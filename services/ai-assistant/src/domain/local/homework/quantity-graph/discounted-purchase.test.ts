import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { withoutDiscount } from './discounted-purchase.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a percent off the whole purchase', () => {
  it('reads the purchase without the discount, then takes the percent off', () => {
    expect(answer('Omar buys 6 shirts for $20 each. He gets 25% off. How much did he pay?')).toBe('$90');
    expect(answer('Omar buys 4 lamps for $15 each at 10% off. How much does he pay?')).toBe('$54');
    expect(answer('Nadia buys 3 scarves at $12 each with a 50% discount. How much did she spend?')).toBe('$18');
    expect(answer('Nadia is buying pears for $4 per pound. If she gets a 20% discount on each pound of pears, how much will she pay for 5 pounds of pears?')).toBe('$16');
    expect(answer('Omar buys 8 notebooks for $2.50 each. He gets a 15% discount for buying in bulk. How much does he pay?')).toBe('$17');
  });

  it('keeps the rest of the story as it was told', () => {
    expect(withoutDiscount('Omar buys 6 shirts for $20 each. He gets 25% off. How much did he pay?')?.rest).toBe('Omar buys 6 shirts for $20 each. How much did he pay?');
    expect(withoutDiscount('Omar buys 4 lamps for $15 each at 10% off. How much does he pay?')?.rest).toBe('Omar buys 4 lamps for $15 each. How much does he pay?');
  });

  it('declines a discount on one item of several, a condition, a second percent, or another question', () => {
    expect(answer('Omar buys 6 shirts for $20 each and a hat for $10. He gets 25% off the hat. How much did he pay?')).toBeNull();
    expect(answer('A hat costs $10 and a coat costs 5 times as much. Omar gets 25% off on each coat. How much does he pay for a hat and a coat?')).toBeNull();
    expect(answer('Omar buys 6 shirts for $20 each. Seniors get 25% off. How much did he pay?')).toBeNull();
    expect(answer('Omar buys 6 shirts for $20 each. He gets 25% off if he buys more than 5. How much did he pay?')).toBeNull();
    expect(answer('Omar buys 6 shirts for $20 each. He gets 25% off and pays 10% tax. How much did he pay?')).toBeNull();
    expect(answer('Omar buys 6 shirts for $20 each. He gets 25% off. How much did he save?')).toBeNull();
    expect(answer('Omar buys 6 shirts for $20 each. He gets 25% off. How much did each shirt cost?')).toBeNull();
    expect(answer('Omar buys 6 shirts for $20 each. He gets 25% off the first two shirts. How much did he pay?')).toBeNull();
    expect(answer('Omar buys 6 shirts for $20 each. Lena gets 25% off. How much did Omar pay?')).toBeNull();
    expect(answer('Omar and Lena go shopping. Omar buys 6 shirts for $20 each. Lena gets 25% off. How much did Omar pay?')).toBeNull();
    expect(answer('Omar buys 6 shirts for $20 each. He gets an additional 25% off. How much did he pay?')).toBeNull();
    expect(answer('Omar has $200. He buys 6 shirts for $20 each at 25% off. How much money does he have left?')).toBeNull();
  });
});
