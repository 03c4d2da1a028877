import { describe, expect, it } from 'vitest';
import { kindCoversPurchases } from './category-words.js';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('a kind of thing that covers every purchase', () => {
  it('covers clothing, toys and fruits bought, the price told after or before the thing', () => {
    expect(kindCoversPurchases('Mary spent $13.04 on a shirt and $12.27 on a jacket. How much did she spend on clothing?', 'clothing')).toBe(true);
    expect(kindCoversPurchases('Alyssa bought a ball for $5.71 and marbles for $6.59. How much did she spend on toys?', 'toys')).toBe(true);
    expect(kindCoversPurchases('Alyssa bought grapes for $12.08 and cherries for $9.85. How much did she spend on fruits?', 'fruits')).toBe(true);
  });

  it('does not cover a purchase of another kind or an amount spent on nothing named', () => {
    expect(kindCoversPurchases('Alyssa bought a ball for $5.71 and a book for $6.59. How much did she spend on toys?', 'toys')).toBe(false);
    expect(kindCoversPurchases('Tom spent $9.46 on a skateboard, $9.56 on marbles, and $14.50 on shorts. How much did he spend on toys?', 'toys')).toBe(false);
    expect(kindCoversPurchases('Alyssa bought grapes for $12.08 and had $9.85 left. How much did she spend on fruits?', 'fruits')).toBe(false);
  });

  it('answers the covered total and declines the others', () => {
    expect(answer('Alyssa bought grapes for $12.08 and cherries for $9.85. How much money did she spend on fruits?')).toBe('$21.93');
    expect(answer('Alyssa bought a ball for $5.71 and a book for $6.59. How much money did she spend on toys?')).toBeNull();
    expect(answer('Alyssa bought grapes for $12.08 and a shirt for $9.85. How much money did she spend on fruits?')).toBeNull();
  });
});
