import { describe, expect, it } from 'vitest';
import { plainEachPronoun } from './plain-each-pronoun.js';

describe('an amount for each one of a group said as "each <one>"', () => {
  it('reads "they each" after a sentence that counts one kind', () => {
    expect(plainEachPronoun('There are 5 friends. They each ate 8 pieces of candy. How many pieces did they eat?'))
      .toBe('There are 5 friends. Each friend ate 8 pieces of candy. How many pieces did they eat?');
  });

  it('reads a count before "each"', () => {
    expect(plainEachPronoun('5 friends each ate 8 pieces of candy. How many pieces did they eat?'))
      .toBe('There are 5 friends. Each friend ate 8 pieces of candy. How many pieces did they eat?');
  });

  it('reads a price said of "they" or of the things named', () => {
    expect(plainEachPronoun('Jon buys 2 coffees a day. They cost $2 each. How much does he spend in a week?'))
      .toBe('Jon buys 2 coffees a day. Each coffee costs $2. How much does he spend in a week?');
    expect(plainEachPronoun('Jon buys 2 coffees a day. The coffees cost $2 each. How much does he spend in a week?'))
      .toBe('Jon buys 2 coffees a day. Each coffee costs $2. How much does he spend in a week?');
  });

  it('leaves "they" alone when the sentence before counts several kinds or none', () => {
    const several = 'Sam bought 3 shirts and 2 hats. They cost $5 each. How much did he spend?';
    expect(plainEachPronoun(several)).toBe(several);
    const none = 'Sam went to the shop. They cost $5 each. How much did he spend?';
    expect(plainEachPronoun(none)).toBe(none);
    const other = 'Jon buys 2 coffees a day. The muffins cost $2 each. How much does he spend in a week?';
    expect(plainEachPronoun(other)).toBe(other);
  });
});
