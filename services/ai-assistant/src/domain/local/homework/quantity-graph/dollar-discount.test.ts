import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { withoutDollarDiscount } from './dollar-discount.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('dollars off a purchase', () => {
  it('reads the purchase without the discount, then takes the dollars off', () => {
    expect(answer('Omar books 3 nights at a hotel for $120 a night. He has a $50 discount. How much does he pay?')).toBe('$310');
    expect(answer('Rosa buys 4 books for $9 each. She gets $5 off. How much did she pay?')).toBe('$31');
    expect(answer('Rosa buys 6 pens for $2 each. She uses a $3 coupon. How much does she pay?')).toBe('$9');
  });

  it('keeps the rest of the story as it was told', () => {
    expect(withoutDollarDiscount('Rosa buys 4 books for $9 each. She gets $5 off. How much did she pay?')?.rest).toBe('Rosa buys 4 books for $9 each. How much did she pay?');
  });

  it('declines dollars off each thing, another person\'s discount, a discount bigger than the bill, a percent beside it, or another question', () => {
    expect(answer('Rosa buys 4 books for $9 each. She gets $5 off each book. How much did she pay?')).toBeNull();
    expect(answer('Rosa buys 4 books for $9 each. Tom gets $5 off. How much did Rosa pay?')).toBeNull();
    expect(answer('Joan bought a kite for $5.50 and a hat for $4. She got a $1 discount. How much did she spend?')).toBeNull();
    expect(answer('Rosa buys 4 books for $9 each. She gets $50 off. How much did she pay?')).toBeNull();
    expect(answer('Rosa buys 4 books for $9 each. She gets $5 off. How much did she save?')).toBeNull();
    expect(answer('Rosa buys 4 books for $9 each. She gets $5 off and pays 10% tax. How much did she pay?')).toBeNull();
    expect(answer('Rosa buys 4 books for $9 each. She gets $5 off if she buys 5. How much did she pay?')).toBeNull();
    expect(answer('Rosa buys 4 books for $9 each. Members get $5 off. How much did she pay?')).toBeNull();
    expect(answer('Rosa buys 4 books for $9 each. She gets $5 off her next visit. How much did she pay?')).toBeNull();
    expect(answer('Rosa had $60. She buys 4 books for $9 each. She gets $5 off. How much money does she have left?')).toBeNull();
  });
});
