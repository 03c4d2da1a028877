import { describe, expect, it } from 'vitest';
import { solveRelationChanges } from './solve-relation-changes.js';

const answer = (text: string): string | null => solveRelationChanges(text)?.answer ?? null;

describe('relations, then changes to the amounts', () => {
  it('answers a difference after changes even when no amount is told', () => {
    expect(answer('Mia had 12 more shells than Leo. Mia lost 5 of her shells at the beach. How many more shells did Mia have than Leo then?')).toBe('7 shells');
    expect(answer('Ana and Ben have the same number of pens. Ana used 4 of her pens. Ben bought 6 more pens. How many more pens did Ben have than Ana then?')).toBe('10 pens');
    expect(solveRelationChanges('Ana and Ben have the same number of pens. Ana used 4 of her pens. Ben bought 6 more pens. How many more pens did Ben have than Ana then?')?.steps).toContainEqual({ kind: 'number-sentence', sentence: '6 + 4 = ?', schema: 'relation' });
  });

  it('finds one amount after a change, whichever moment a later fact tells of', () => {
    expect(answer('Mia had 5 more shells than Leo. Leo lost 3 of his shells. If Mia had 20 shells. How many shells does Leo have now?')).toBe('12 shells');
    expect(answer('Mia had 8 more shells than Leo. Mia gave away 6 of her shells. If Mia had 40 shells. How many more shells did Mia have than Leo then?')).toBe('2 shells');
  });

  it('declines when the answer depends on an amount never told, on the moment a fact tells of, or on an unsaid time', () => {
    expect(answer('Mia had 12 more shells than Leo. Mia lost 5 of her shells. How many shells did Mia have then?')).toBeNull();
    expect(answer('Mia had 8 more shells than Leo. Mia lost 6 of her shells. If Mia had 40 shells. How many shells did Leo have then?')).toBeNull();
    expect(answer('Mia had 12 more shells than Leo. Mia lost 5 of her shells. How many more shells did Mia have than Leo?')).toBeNull();
    expect(answer('Mia had 3 more shells than Leo. Mia lost 5 of her shells. How many more shells did Mia have than Leo then?')).toBeNull();
  });
});
