import { describe, expect, it } from 'vitest';
import { plainSellerPrices } from './plain-seller-prices.js';

describe("a seller's price list said as the prices", () => {
  it('says what a shop sells for a price as what the things cost', () => {
    expect(plainSellerPrices('A store sells shirts for $12 each and hats for $5 apiece. Tom buys 3 shirts and 2 hats. How much does he spend?'))
      .toBe('Shirts cost $12 each and hats cost $5 each. Tom buys 3 shirts and 2 hats. How much does he spend?');
    expect(plainSellerPrices('A farm stand sells apples for $2 a pound. Sue buys 4 pounds of apples. How much does she pay?'))
      .toBe('Apples cost $2 a pound. Sue buys 4 pounds of apples. How much does she pay?');
  });

  it('leaves a sentence alone when its subject is no seller or an item has no price of its own', () => {
    const person = 'Tom sells shirts for $12 each. He sold 3 shirts. How much did he make?';
    expect(plainSellerPrices(person)).toBe(person);
    const unpriced = 'A store sells shirts for $12 each and some hats. Tom buys 3 shirts. How much does he spend?';
    expect(plainSellerPrices(unpriced)).toBe(unpriced);
    const charge = 'A pie shop charges $5 for a slice of pie. They cut each whole pie into 4 slices. How much money will the pie shop make if they sell 9 pies?';
    expect(plainSellerPrices(charge)).toBe(charge);
    const lot = 'A store sells 3 shirts for $30. Tom buys 6 shirts. How much does he spend?';
    expect(plainSellerPrices(lot)).toBe(lot);
  });
});
