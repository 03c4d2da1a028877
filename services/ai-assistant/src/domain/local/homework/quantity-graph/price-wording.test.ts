import { describe, expect, it } from 'vitest';
import { pricesAsRates } from './price-wording.js';

describe('price wordings said as rates', () => {
  it('reads a slash, apiece and a price after "each at" as a price of one', () => {
    expect(pricesAsRates('She got 20 bags of rice at 1.25 dollars/bag.')).toBe('She got 20 bags of rice at 1.25 dollars per bag.');
    expect(pricesAsRates('He sold 4 lamps at 9 dollars apiece.')).toBe('He sold 4 lamps at 9 dollars each.');
    expect(pricesAsRates('She bought 2 packs of tea each at 20 dollars.')).toBe('She bought 2 packs of tea at 20 dollars each.');
  });

  it('prices every thing of a count "at" a price, but not a price "for" a lot', () => {
    expect(pricesAsRates('The shop sold 45 pies at 12 dollars and 9 cakes at 3 dollars.')).toBe('The shop sold 45 pies at 12 dollars each and 9 cakes at 3 dollars each.');
    expect(pricesAsRates('The stand sells 10 apples for 2 dollars.')).toBe('The stand sells 10 apples for 2 dollars.');
    expect(pricesAsRates('He sold 8 pens at 2 dollars each.')).toBe('He sold 8 pens at 2 dollars each.');
    expect(pricesAsRates('Pens sell at 2 dollars.')).toBe('Pens sell at 2 dollars.');
  });
});
