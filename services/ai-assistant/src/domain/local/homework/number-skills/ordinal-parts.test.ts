import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { partValue } from './ordinal-part-values.js';
import { exact } from '../math-engine.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const valueOf = (clause: string, k: number, earlier: number[]): string | null => partValue(clause, k, earlier.map((n) => exact.fraction(n)), ORDINALS)?.value.toString() ?? null;

describe('a whole told as numbered parts', () => {
  it('reads a part told outright or through an earlier part', () => {
    expect(valueOf('The first bell takes 50 pounds of bronze', 1, [])).toBe('50');
    expect(valueOf('the second bell is twice the size of the first bell', 2, [50])).toBe('100');
    expect(valueOf('17 more oranges in the second bucket', 2, [22])).toBe('39');
    expect(valueOf('11 fewer oranges in the third bucket than in the second', 3, [22, 39])).toBe('28');
    expect(valueOf('the third hour she picks a third of the apples picked in the first hour', 3, [66, 132])).toBe('22');
    expect(valueOf('the third day it rained 6 inches less than the sum of the first 2 days', 3, [4, 20])).toBe('18');
    expect(valueOf('The second present cost $7 more than the first', 2, [18])).toBe('25');
    // A first part must be told outright; a rate, a percent or two numbers are not one part's amount.
    expect(valueOf('The first dog eats twice as much', 1, [])).toBeNull();
    expect(valueOf('The second dog eats 2 cups per meal', 2, [3])).toBeNull();
    expect(valueOf('The second present cost 7 percent more than the first', 2, [18])).toBeNull();
    expect(valueOf('The second box has 3 rows of 4 cards', 2, [5])).toBeNull();
  });

  it('adds all the parts, or answers the one part asked', () => {
    expect(answer('Hannah has three dogs. The first dog eats 1.5 cups of dog food a day. The second dog eats twice as much while the third dog eats 2.5 cups more than the second dog. How many cups of dog food should Hannah prepare in a day for her three dogs?')).toBe('10 cups');
    expect(answer('There are three buckets full of oranges. There are 22 oranges in the first bucket, 17 more oranges in the second bucket and 11 fewer oranges in the third bucket than in the second. How many oranges are there in all the buckets?')).toBe('89 oranges');
    expect(answer('Kyle bought 3 presents. The first present cost $18. The second present cost $7 more than the first. The third present cost $11 less than the first. How much did Kyle pay for all 3 presents?')).toBe('$50');
    expect(answer('Tropical Storm Sally brings 3 days of rain to southern Texas. The first day it rained 4 inches. The second day it rained 5 times as much as the first day, and the third day it rained 6 inches less than the sum of the first two days. How much did it rain on the third day?')).toBe('18 inches');
  });

  it('reads a part named without its noun, and parts counted by the question', () => {
    expect(answer('At a softball game, three players are having a sunflower eating contest. The first player eats 78 seeds. The second eats 53 seeds. The third eats 30 more seeds than the second. How many do they eat in total?')).toBe('214 seeds');
    expect(answer('Mr. and Mrs. Hugo went on a road trip. On the first day, they traveled 200 miles. On the second day, they traveled 3/4 as far. On the third day, they traveled 1/2 as many miles as the first two days combined. How many miles did they travel for 3 days?')).toBe('525 miles');
    expect(answer('Mr. and Mrs. Hugo went on a road trip. On the first day, they traveled 200 miles. On the second day, they traveled 3/4 as far. On the third day, they traveled 1/2 as many miles as the first two days combined. How many miles did they travel for 4 days?')).toBeNull();
  });

  it('declines another count of parts, a part left untold, another period, another unit or an extra number', () => {
    expect(answer('Hannah has four dogs. The first dog eats 1.5 cups of dog food a day. The second dog eats twice as much while the third dog eats 2.5 cups more than the second dog. How many cups should Hannah prepare in a day for her dogs?')).toBeNull();
    expect(answer('Hannah has three dogs. The first dog eats 1.5 cups of dog food a day. The second dog eats twice as much while the third dog eats 2.5 cups more than the second dog. How many cups should Hannah prepare in a week for her three dogs?')).toBeNull();
    expect(answer('Savant has 3 jars. He puts in 34 coins in the first jar, 29 buttons in the second jar and 13 coins in the third jar. How many coins does Savant save together?')).toBeNull();
    expect(answer('Kyle bought 3 presents. The first present cost $18. The second present cost $7 more than the first. The third present cost $11 less than the first. How much did Kyle pay for all 3 presents with a $5 coupon?')).toBeNull();
    expect(answer('The second bucket has 5 more oranges than the first bucket. The first bucket has 10 oranges. There are 2 buckets. How many oranges are there in total?')).toBeNull();
  });
});
