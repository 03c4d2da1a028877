import { describe, expect, it } from 'vitest';
import { askedSaleUntold } from './asked-sale-untold.js';

describe('selling asked of a story without a sale', () => {
  it('declines selling when nothing is sold, priced or bought', () => {
    expect(askedSaleUntold('Each hen lays 2 eggs a day. Rosa has 6 hens. How many eggs does Rosa sell in 5 days?')).not.toBeNull();
  });

  it('keeps a story that tells a sale or a price', () => {
    expect(askedSaleUntold('Each hen lays 2 eggs a day. Rosa sells all her eggs at the market. She has 6 hens. How many eggs does Rosa sell in 5 days?')).toBeNull();
    expect(askedSaleUntold('Each hen lays 2 eggs a day. Rosa has 6 hens. How many eggs do the hens lay in 5 days?')).toBeNull();
  });
});
