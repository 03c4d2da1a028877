import { describe, expect, it } from 'vitest';
import { solveSumOfProducts } from './sum-of-products.js';

const answer = (text: string): string | null => solveSumOfProducts(text)?.answer ?? null;

describe('sum of lots: each count times its amount each, added up', () => {
  it('adds every lot in the asked unit', () => {
    expect(answer('He sees 80 spiders with 8 legs each, 90 insects with 6 legs each, and 3 rare mutant invertebrates with 10 legs each. How many legs does Jake see total?')).toBe('1210 legs');
  });

  it('declines when a rate has no count before it, a lot is another thing, or the question picks some of them', () => {
    expect(answer('There are 6 baskets of peaches. Each basket has 16 red peaches and 18 green peaches. How many red peaches are in the baskets altogether?')).toBeNull();
    expect(answer('He sees 80 spiders with 8 legs each and 90 insects with 6 eyes each. How many legs does Jake see total?')).toBeNull();
    expect(answer('He sees 8 legs each and 90 insects with 6 legs each. How many legs does Jake see total?')).toBeNull();
    expect(answer('He sees 80 spiders with 8 legs each and 90 insects with 6 legs each. How many more legs do the spiders have?')).toBeNull();
  });
});
