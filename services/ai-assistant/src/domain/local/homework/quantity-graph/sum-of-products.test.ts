import { describe, expect, it } from 'vitest';
import { solveSumOfProducts } from './sum-of-products.js';

const answer = (text: string): string | null => solveSumOfProducts(text)?.answer ?? null;

describe('sum of lots: each count times its amount each, added up', () => {
  it('adds every lot in the asked unit', () => {
    expect(answer('He sees 80 spiders with 8 legs each, 90 insects with 6 legs each, and 3 rare mutant invertebrates with 10 legs each. How many legs does Jake see total?')).toBe('1210 legs');
  });

  it('reads prices "at" a price, per unit with a slash, apiece, and questions of what should be paid or what it is worth', () => {
    expect(answer('The bakery sold 40 pies at $12 and 15 tarts at $3. How much did the bakery earn?')).toBe('$525');
    expect(answer('She bought 3 pounds of cheese at $6.50/pound and 4 rolls at $0.25 apiece. How much should she pay?')).toBe('$20.50');
    expect(answer('A shop stocks 30 caps at $4 each and 10 scarves at $9 each. How much is all the stock worth?')).toBe('$210');
    expect(answer('Ben ordered 2 pizzas for $11 each and some juice for $3. What is the total cost?')).toBe('$25');
    expect(answer('The fair sold 120 lemon cookies at $1 per cookie and 40 ginger cookies at $2 per cookie. How much money did the fair make?')).toBe('$200');
    expect(answer('The plumber charges $40 an hour for 3 hours. The new tap cost $65. How much did the repair cost in total?')).toBe('$185');
    expect(answer('Kim went to the mall to buy gifts. She bought 2 mugs at $6 each and 3 cards at $2 each, and wrapped them. How much did she spend in all?')).toBe('$18');
  });

  it('declines when a rate has no count before it, a lot is another thing, or the question picks some of them', () => {
    expect(answer('There are 6 baskets of peaches. Each basket has 16 red peaches and 18 green peaches. How many red peaches are in the baskets altogether?')).toBeNull();
    expect(answer('He sees 80 spiders with 8 legs each and 90 insects with 6 eyes each. How many legs does Jake see total?')).toBeNull();
    expect(answer('He sees 8 legs each and 90 insects with 6 legs each. How many legs does Jake see total?')).toBeNull();
    expect(answer('He sees 80 spiders with 8 legs each and 90 insects with 6 legs each. How many more legs do the spiders have?')).toBeNull();
    expect(answer('The stand sold 10 apples for $2 and 4 pears at $1 each. How much did the stand earn?')).toBeNull();
    expect(answer('The plumber charges $40 an hour and $30 for parts. He worked 3 hours on Monday and 2 hours on Friday. How much did he charge in total?')).toBeNull();
    expect(answer('Two friends rent a boat that costs $12 an hour for 3 hours. How much does each friend pay?')).toBeNull();
    expect(answer('She went shopping and bought 3 hats at $8 each, 2 scarves at $5 each and some gloves. How much did she pay in total?')).toBeNull();
    expect(answer('She bought 3 hats at $8 each and sold 2 scarves at $5 each. How much did she make?')).toBeNull();
    // The price of one ticket of a kind, with how many were bought left to words ("parents").
    expect(answer('A family of parents and a child go to the zoo. The cost of an adult ticket is $15 and a child ticket is $9. They also buy 3 drinks for $2 each. How much do they pay in total?')).toBeNull();
    // A count between two rates of its thing could pair with either.
    expect(answer('Mia rode 12 miles per hour for 4 hours. Leo rode at 10 miles per hour for 2 hours. How many miles did they ride in total?')).toBeNull();
    expect(answer('She bought 3 hats at $8 each and 2 scarves at $5 each with 10% off. How much did she pay?')).toBeNull();
  });
});
