import { describe, expect, it } from 'vitest';
import { solveSumOfProducts } from './sum-of-products.js';

describe('sums of lots: a price "for a large painting" goes with the "large paintings" counted', () => {
  it('pairs each described count with its price', () => {
    expect(solveSumOfProducts('She charges $20 for a large mug and $12 for a small mug. She sold 3 large mugs and 5 small mugs. How much did she earn in all?')?.answer).toBe('$120');
  });
});
