import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { partEquation } from './ordinal-part-clauses.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
/** An equation as "factor × [refs] + offset", or the amount told outright. */
const read = (clause: string, k: number): string | null => {
  const e = partEquation(clause, k, ORDINALS);
  return e ? (e.refs.length ? `${e.factor.toFraction()}×[${e.refs.join('+')}]${e.offset.equals(0) ? '' : `+${e.offset.toFraction()}`}` : e.offset.toFraction()) : null;
};

describe('a whole told as numbered parts', () => {
  it('reads a part told outright or through other parts', () => {
    expect(read('The first bell takes 50 pounds of bronze', 1)).toBe('50');
    expect(read('the second bell is twice the size of the first bell', 2)).toBe('2×[1]');
    expect(read('17 more oranges in the second bucket', 2)).toBe('1×[1]+17');
    expect(read('11 fewer oranges in the third bucket than in the second', 3)).toBe('1×[2]+-11');
    expect(read('the third hour she picks a third of the apples picked in the first hour', 3)).toBe('1/3×[1]');
    expect(read('the third day it rained 6 inches less than the sum of the first 2 days', 3)).toBe('1×[1+2]+-6');
    expect(read('The first frog takes 4 times as many hops as the second', 1)).toBe('4×[2]');
    expect(read('The second present cost $7 more than the first', 2)).toBe('1×[1]+7');
    // A first part compared with nothing before it; a rate, a percent or two numbers are not one part's amount.
    expect(read('The first dog eats twice as much', 1)).toBeNull();
    expect(read('The second dog eats 2 cups per meal', 2)).toBeNull();
    expect(read('The second present cost 7 percent more than the first', 2)).toBeNull();
    expect(read('The second box has 3 rows of 4 cards', 2)).toBeNull();
  });

  it('solves parts told through later ones with a told total, and a part told again by the question', () => {
    expect(answer('Three frogs are trying to hop across the road. The first frog takes 4 times as many hops as the second. The second frog takes twice as many as the third. If the three frogs took a total of 99 hops, how many hops did it take the second frog to cross the road?')).toBe('18 hops');
    expect(answer('There are two warehouses. The first warehouse has twice as many boxes as the second warehouse. If the first warehouse has 400 boxes, how many boxes are there in both warehouses combined?')).toBe('600 boxes');
    expect(answer('Three frogs are trying to hop across the road. The first frog takes 4 times as many hops as the second. The second frog takes twice as many as the third. If the three frogs took a total of 100 hops, how many hops did it take the second frog to cross the road?')).toBeNull();
    expect(answer('There are two warehouses. The first warehouse has twice as many boxes as the second warehouse. How many boxes are there in both warehouses combined?')).toBeNull();
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
