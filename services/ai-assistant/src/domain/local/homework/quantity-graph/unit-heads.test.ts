import { describe, expect, it } from 'vitest';
import { solveRates } from './solve-rates.js';

const answer = (text: string): string | null => solveRates(text)?.answer ?? null;

describe('rate chains: one thing named with and without an adjective', () => {
  it('reads "thick slices" as the slices priced before', () => {
    expect(answer('Cakes are $3 a slice. Each cake is cut into 8 thin slices. If she sells 5 cakes, how much money does she make?')).toBe('$120');
  });

  it('reads "cheese pies" as the pies of the leading "each"', () => {
    expect(answer('Each pie has 6 slices. Mo bakes 4 cherry pies. How many slices does he have?')).toBe('24 slices');
  });

  it('declines when the renamed thing is then counted twice', () => {
    expect(answer('Tom has 10 apples and 4 red apples. Each apple costs $2. How much money are the apples worth?')).toBeNull();
  });
});
