import { describe, expect, it } from 'vitest';
import { solvePercentChange } from './percent-change.js';

const answer = (text: string): string | null => solvePercentChange(text)?.answer ?? null;

describe('one amount changed by a percent', () => {
  it('finds the amount after an increase or a discount', () => {
    expect(answer('A scooter sold for $300 last year. Its price was increased by 10%. What is the new price?')).toBe('$330');
    expect(answer('The coat normally costs $80. The shop offers a 25% discount. How much does Lea pay for the coat?')).toBe('$60');
    expect(answer('A club had 40 members. Then 15% more members joined. How many members does the club have now?')).toBe('46 members');
  });

  it('reads a percent told after its change ("a discount of 20%", "a price increase of 5%")', () => {
    expect(answer('A coat costs $90 and there is a discount of 20%. How much will Ana pay?')).toBe('$72');
    expect(answer('The rent was $800. Then there was a rent increase of 5%. What is the new rent?')).toBe('$840');
    expect(answer('Jocelyn bought a car at $4000. The car\'s value has reduced by 30%. What is the current value of the car?')).toBe('$2800');
    expect(answer('A coat costs $90 and there is a discount of 20%. How much was the discount?')).toBeNull();
  });

  it('adds the amounts before and after when both are asked', () => {
    expect(answer('Nia read 30 books last year. This year she read 20% more books. How many books did she read in both years?')).toBe('66 books');
  });

  it('finds the amount before from the amount paid', () => {
    expect(answer('Omar bought a lamp at a 20% discount and paid the sale price of $40. What was the original price of the lamp?')).toBe('$50');
    // "after a 20% discount" places the amount after the change, whatever its verb says.
    expect(answer('A shirt costs $24 after a 20% discount. What was the original price?')).toBe('$30');
    expect(answer('After a 15% increase, the price is $46. What was the original price?')).toBe('$40');
    expect(answer('A jacket is on sale for $60, which is 25% off the original price. What is the original price?')).toBe('$80');
  });

  it('declines a comparison, a rate, a question about the same amount, or an amount it cannot place', () => {
    expect(answer('A hat costs 20% less than a scarf. The hat costs $16. How much does the scarf cost?')).toBeNull();
    expect(answer('Her bill is $50 a month. It increases by 10%. What will her bill be for the next year?')).toBeNull();
    expect(answer('Omar paid $40 for a lamp. The shop gave a 20% discount. How much did Omar pay?')).toBeNull();
    expect(answer('A shirt costs $24 after a 20% discount. How much does the shirt cost?')).toBeNull();
    expect(answer('Haircuts are 50% more expensive on weekends. Ben paid $18 on Monday. How much would he have paid the day before?')).toBeNull();
    expect(answer('A pump had a 10% discount. What percentage of the price did Ana pay if she paid $45?')).toBeNull();
  });
});
