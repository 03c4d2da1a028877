import { describe, expect, it } from 'vitest';
import { mathTopicsOf } from './math-topics.js';

describe('maths topics: words other subjects use in their own sense', () => {
  it('does not make a chemistry lesson on mass ratios a lesson on rates', () => {
    const lesson = `${'A compound always contains its elements in the same ratio by mass, the law of definite proportions. '.repeat(6)}
      Water has 2 hydrogen atoms for 1 oxygen atom, a 2-to-1 ratio. Another compound has a ratio of 1 to 1.`;
    expect(mathTopicsOf(lesson)).toEqual([]);
  });

  it('does not make a lesson without a single number a maths lesson', () => {
    const lesson = 'Profit is revenue minus cost. We calculate it as the difference between what comes in and what goes out. '
      + 'Economic profit is revenue minus all costs. The sum of the costs is total cost.';
    expect(mathTopicsOf(lesson)).toEqual([]);
  });

  it('does not make a lesson that quotes many percentages a percent lesson', () => {
    const lesson = `${'Aid groups spend about 40% of their budget abroad, and donors give 25% more each decade than before. '.repeat(3)}
      ${'Charities, churches and private foundations shape how governments respond to a disaster abroad. '.repeat(30)}
      Some 60% of the money comes from private donors, and 15% from firms; 10% goes to staff and 5% to transport.`;
    expect(mathTopicsOf(lesson)).toEqual([]);
  });

  it('still finds a lesson on speed and unit rates', () => {
    const lesson = `${'A rate compares two quantities, such as a speed of 60 miles per hour. '.repeat(4)}
      To find a unit rate, divide: we calculate 120 miles ÷ 2 hours = 60 miles per hour, then solve for the unit price.`;
    expect(mathTopicsOf(lesson)).toEqual(['rates']);
  });
});
