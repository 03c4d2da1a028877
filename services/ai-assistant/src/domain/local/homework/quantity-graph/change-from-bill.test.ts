import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { withoutHandedMoney } from './change-from-bill.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('change from the money handed over', () => {
  it('reads the purchase without the bill handed over, then takes it from the bill', () => {
    expect(answer('A gift shop sells bracelets at $15 each, a gold heart necklace at $10, and a personalized coffee mug at $20. Raine buys three bracelets, two gold heart necklaces, and one coffee mug for her friends. How much change does Raine get back if she gives a one hundred dollar bill?')).toBe('$15');
    expect(answer('A shop sells laptops at $600 each and a smartphone at $400. Celine buys two laptops and four smartphones. How much change does she get back if she has $3000?')).toBe('$200');
    expect(answer('Omar books 3 nights at a hotel for $120 a night. He has a $50 discount. He pays with a $500 bill. How much change does he get?')).toBe('$190');
    expect(answer('Rosa buys 4 books for $9 each. She gets 25% off. If she pays with a $50 bill, how much change will she receive?')).toBe('$23');
  });

  it('keeps the rest of the story as told and asks what was paid', () => {
    expect(withoutHandedMoney('Ann buys 3 pens for $2 each. She pays with a $20 bill. How much change does she get?')?.rest).toBe('Ann buys 3 pens for $2 each. How much does she pay?');
    expect(withoutHandedMoney('Ann bought 3 pens. If each pen costs $2, how much change did Ann get from a $10 bill?')?.rest).toBe('Ann bought 3 pens. If each pen costs $2, how much did Ann spend?');
  });

  it('declines money that comes in, two amounts handed over, another person, a bill bigger than the money, or another question', () => {
    expect(answer('Ann earned $30. She buys 3 pens for $2 each. She pays with a $20 bill. How much change does she get?')).toBeNull();
    expect(answer('Ann had $50. She buys 3 pens for $2 each. She pays with a $20 bill. How much change does she get?')).toBeNull();
    expect(answer('Ann sells 3 pens for $2 each. She pays with a $20 bill. How much change does she get?')).toBeNull();
    expect(answer('Ann buys 3 pens for $2 each. Tom pays with a $20 bill. How much change does Ann get?')).toBeNull();
    expect(answer('Ann buys 30 pens for $2 each. She pays with a $20 bill. How much change does she get?')).toBeNull();
    // What was spent is asked: the bill is never read as spent (main read "6 + 20").
    expect(answer('Ann buys 3 pens for $2 each. She pays with a $20 bill. How much does she spend?')).not.toBe('$26');
    expect(answer('Ann buys 3 pens for $2 each. She pays with a $20 bill and splits the change with Tom. How much change does she get?')).toBeNull();
    expect(answer('Ann buys 3 pens for $2 each. Her mother gave her $5 more. She pays with a $20 bill. How much change does she get?')).toBeNull();
  });
});
