import { describe, expect, it } from 'vitest';
import { solvePriceList } from './solve-price-list.js';

const answer = (text: string): string | null => solvePriceList(text)?.answer ?? null;

describe('a price list and the counts bought', () => {
  it('matches each count to its thing\'s price, before or after the prices are told', () => {
    expect(answer('Teas cost $2 each and scones cost $3 each. Ava had 2 teas and 1 scone. Ben had 1 tea and 3 scones. How much did their snack cost?')).toBe('$18');
    expect(answer('Noah buys 4 pens and 2 large folders. Each pen costs $1.50 and each folder costs $4. How much does he spend in total?')).toBe('$14');
    expect(answer('Limes cost $1, melons cost $3 and figs cost $0.50 each. Mia orders 4 limes, 2 melons and a bag of rice. How much change does she get from a $20 bill?')).toBeNull();
    expect(answer('Limes cost $1, melons cost $3 and figs cost $0.50 each. Mia orders 4 limes, 2 melons and 6 figs. How much change does she get from a $20 bill?')).toBe('$7');
  });

  it('declines a priced thing bought without a count, counts in the question, and one buyer asked about among several', () => {
    expect(answer('Teas cost $2 each and scones cost $3 each. Ava had 2 teas and some scones. How much did she spend in total?')).toBeNull();
    expect(answer('A club bought pens and pads. A pen costs $2, while a pad costs $3. How much do 8 pens and 5 pads cost?')).toBeNull();
    expect(answer('Teas cost $2 each and scones cost $3 each. Ava had 2 teas and 1 scone. Ben had 1 tea and 3 scones. How much did Ben spend?')).toBeNull();
    expect(answer('Teas cost $2 each and scones cost $3 each. Ava bought 2 teas and sold 1 scone. How much did she spend in total?')).toBeNull();
  });
});
