import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { relatedPricesAsValues } from './related-prices.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;
const told = (text: string): string | null => relatedPricesAsValues(text)?.text ?? null;

describe('prices told through other prices (gsm-prices)', () => {
  it('says each related price as the price it is', () => {
    expect(told('Each lollipop costs 2 dollars and a pack of chocolate costs the same as 4 lollipops.')).toBe('Each lollipop costs 2 dollars and a pack of chocolate costs 8 dollars.');
    expect(told('Marcel bought a pen for 4 dollars, and a briefcase for 5 times the price.')).toBe('Marcel bought a pen for 4 dollars, and a briefcase for 20 dollars.');
    expect(told('She bought a washing machine for 100 dollars and a dryer that costs 30 dollars less.')).toBe('She bought a washing machine for 100 dollars and a dryer that costs 70 dollars.');
    expect(told('A hat costs 5 dollars. A shirt costs 3 dollars more than a hat.')).toBe('A hat costs 5 dollars. A shirt costs 8 dollars.');
  });

  it('answers through every reader once the prices are told', () => {
    expect(answer('Blake bought 4 lollipops and 6 packs of chocolate. Each lollipop costs $2 and a pack of chocolate costs the same as four lollipops. How much did he spend?')).toBe('$56');
    expect(answer('Paul went to a shop to buy some groceries. He bought some bread for $2, butter for $3, and juice for two times the price of the bread. He had $15 for his shopping. How much money did Paul have left?')).toBe('$6');
    expect(answer('Sam buys 3 shirts and 2 hats. A hat costs $5. A shirt costs $3 more than a hat. How much does Sam spend?')).toBe('$34');
    expect(answer('Sam buys 3 shirts and 2 hats. A hat costs $5. A shirt is twice as expensive as a hat. How much does Sam spend?')).toBe('$40');
  });

  it('declines a price told through one the story never prices, or through a sum of prices', () => {
    expect(told('A hat costs 5 dollars. A shirt costs 3 dollars more than a scarf.')).toBeNull();
    expect(answer('Sam buys 3 shirts and 2 hats. A hat costs $5. A shirt costs $3 more than a scarf. How much does Sam spend?')).toBeNull();
    expect(answer('Sam buys 3 shirts and 2 hats. A hat costs $5. A shirt costs twice as much. How much does Sam spend?')).toBeNull();
    expect(answer('Sam buys 3 shirts, 2 hats and a scarf. A hat costs $5 and a scarf costs $4. A shirt costs twice as much as the hat and the scarf together. How much does Sam spend?')).toBeNull();
  });
});

describe('a discount on all purchases and a tax also paid (gsm-prices)', () => {
  it('takes a seller\'s discount on all purchases off a purchase of several prices', () => {
    expect(answer("Simon wanted to buy flowers that his mom could plant for Mother's Day.  The garden center was offering 10% off all purchases.  He bought 5 pansies at $2.50 each, one hydrangea that cost $12.50 and 5 petunias that cost $1.00 each.  If he paid with a $50 bill, how much change would Simon receive back from his purchase?")).toBe('$23');
    expect(answer('John buys 3 dress shirts.  They sell for $20 each.  He also has to pay 10% tax on everything.  How much did he pay in total?')).toBe('$66');
  });

  it('declines a discount on some things, over an amount, or a question that is not what was paid', () => {
    expect(answer('The garden center was offering 10% off all roses. He bought 5 pansies at $2.50 each and one hydrangea that cost $12.50. How much did he spend?')).toBeNull();
    expect(answer('The garden center was offering 10% off all purchases over $20. He bought 5 pansies at $2.50 each and one hydrangea that cost $12.50. How much did he spend?')).toBeNull();
    expect(answer('The garden center was offering 10% off all purchases. He bought 5 pansies at $2.50 each and one hydrangea that cost $12.50. How much did he save?')).toBeNull();
    expect(answer('John buys 3 dress shirts.  They sell for $20 each.  He also has to pay 10% tax on the shirt.  How much did he pay in total?')).toBeNull();
  });

  it('reads a base price paid money first or "cost her", and "both items" as the things told (gsm-money)', () => {
    expect(relatedPricesAsValues('he paid 16 dollars for the ticket. the nachos were half the price of the ticket.')?.text).toBe('he paid 16 dollars for the ticket. the nachos were 8 dollars.');
    expect(relatedPricesAsValues('she bought the pen for half the price of the pencil. the pencil cost her 8 dollars.')?.text).toBe('she bought the pen for 4 dollars. the pencil cost her 8 dollars.');
    expect(answer('Marcel bought a pen for $4, and a briefcase for five times the price. How much did Marcel pay for both items?')).toBe('$24');
    expect(answer('Marcel bought a pen for $4, and a briefcase for five times the price. How much did Marcel pay for the lamp?')).toBeNull();
    expect(answer('Marcel bought a pen for $4, and a briefcase for five times the price of the lamp. How much did Marcel pay for both items?')).toBeNull();
  });
});
