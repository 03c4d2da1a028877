import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { priceListLots } from './price-list.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;
const things = (facts: string): string[] | undefined => priceListLots(facts)?.lots.map((l) => l.rate?.text ?? '');

describe('a shop\'s price list with one thing each (gsm-wages)', () => {
  it('ends the seller at its verb and matches a count to a priced thing said without its describing words', () => {
    expect(things('A gift shop sells bracelets at $15 each and a personalized coffee mug at $20. Raine buys 3 bracelets and 1 coffee mug.')).toEqual(['bracelet: 15 dollars each', 'personalized coffee mug: 20 dollars each']);
  });

  it('adds the lots bought from the list', () => {
    expect(answer('A gift shop sells bracelets at $15 each, a gold heart necklace at $10,  and a personalized coffee mug at $20. Raine buys three bracelets, two gold heart necklaces, and one coffee mug. How much did Raine spend?')).toBe('$85');
    expect(answer('A shop sells laptops at $600 each and a smartphone at $400. Celine buys two laptops and four smartphones. How much does she spend?')).toBe('$2800');
  });

  it('declines a count that two priced things could be, or a thing not on the list', () => {
    expect(answer('A shop sells red mugs at $5 each and blue mugs at $6 each. Ann buys 3 mugs. How much does she spend?')).toBeNull();
    expect(answer('A shop sells bracelets at $15 each and a coffee mug at $20. Ann buys 3 bracelets and 2 plates. How much does she spend?')).toBeNull();
    expect(answer('A shop sells laptops at $600 each and a smartphone at $400. Celine sells two laptops and four smartphones. How much does she spend?')).toBeNull();
  });
});
