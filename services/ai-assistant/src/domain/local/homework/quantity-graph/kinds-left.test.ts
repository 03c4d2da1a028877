import { describe, expect, it } from 'vitest';
import { readKinds } from './kinds-left.js';
import { solveKindsLeft } from './solve-kinds-left.js';

const answer = (text: string): string | null => solveKindsLeft(text)?.answer ?? null;

describe('several kinds followed at once', () => {
  it('reads a list of kinds', () => {
    expect(readKinds('the shop had 8 red kites, 6 green kites and 4 balls')?.map((k) => k.name)).toEqual(['red kite', 'green kite', 'ball']);
    expect(readKinds('the shop had 8 red kites and lots of balls')).toBeNull();
  });

  it('takes each portion of its own kind and adds up what is left', () => {
    expect(answer('Ida has 20 red pens and 30 black pens. If she gives away half of her red pens and a third of her black pens, how many pens does she have left?')).toBe('30 pens');
    expect(answer('A shop had 12 kites, 8 balls, and 6 drums. Half the kites were sold and 2 drums were sold. How many toys are left?')).toBe('18 toys');
    expect(answer('Ida has 20 red pens and 30 black pens. If she gives away half of her red pens and a third of her black pens, how many red pens does she have left?')).toBe('10 red pens');
  });

  it('declines a change that names no kind, or a total of unlike things', () => {
    expect(answer('Ida has 20 red pens and 30 black pens. If she gives away half of her pens, how many pens does she have left?')).toBeNull();
    expect(answer('Ida has 20 pens and 30 cups. If she gives away half of her pens, how many pens and cups does she have left?')).toBeNull();
  });
});
