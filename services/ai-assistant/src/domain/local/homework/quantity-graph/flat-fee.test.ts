import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { withoutFlatFee } from './flat-fee.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a flat fee on top of a bill (gsm-prices)', () => {
  it('sets the fee aside and adds it once to the bill read without it', () => {
    expect(withoutFlatFee('Darla needs to pay $4/watt of electricity for 300 watts of electricity, plus a $150 late fee. How much does she pay in total?')?.rest)
      .toBe('Darla needs to pay $4/watt of electricity for 300 watts of electricity. How much does she pay in total?');
    expect(answer('Darla needs to pay $4/watt of electricity for 300 watts of electricity, plus a $150 late fee. How much does she pay in total?')).toBe('$1350');
    expect(answer('Tom rents a boat for 3 hours at $20 an hour. He also pays a $15 cleaning fee. How much does he pay in total?')).toBe('$75');
  });

  it('declines a fee per thing or period, on a condition, paid by someone else, or a question that is not what was paid', () => {
    expect(withoutFlatFee('Tom rents a boat for 3 hours at $20 an hour. He also pays a $15 cleaning fee per hour. How much does he pay in total?')).toBeNull();
    expect(withoutFlatFee('Tom rents a boat for 3 hours at $20 an hour. He also pays a $15 monthly fee. How much does he pay in total?')).toBeNull();
    expect(answer('Tom rents a boat for 3 hours at $20 an hour, plus a $15 fee for each hour. How much does he pay in total?')).toBeNull();
    expect(answer('Tom rents a boat for 3 hours at $20 an hour. If he returns it late, he pays a $15 fee. How much does he pay in total?')).toBeNull();
    expect(answer('Tom rents a boat for 3 hours at $20 an hour. Ann pays a $15 cleaning fee. How much does Tom pay in total?')).toBeNull();
    expect(answer('Tom rents a boat for 3 hours at $20 an hour. He also pays a $15 cleaning fee. How much more is the rent than the fee?')).toBeNull();
  });
});
