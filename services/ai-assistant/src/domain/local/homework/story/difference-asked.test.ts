import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveDifferenceAsked } from './difference-asked.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveDifferenceAsked(text)?.answer ?? null;

describe('the difference between two told numbers', () => {
  it('takes the smaller from the larger when each side names one number', () => {
    expect(answer("Nina has 14 shells. Omar has 31 shells. What's the difference of the number of Nina's shells and Omar's shells?")).toBe('17 shells');
    expect(answer('A baker made 40 rolls. She sold 25 rolls at the market. What is the difference between the number of rolls she made and she sold?')).toBe('15 rolls');
  });

  it('declines a side that fits both numbers or neither', () => {
    expect(read("Nina has 14 shells. Omar has 31 shells. What's the difference between the shells and the stones?")).toBeNull();
    expect(read('There are 50 pupils in a class. The first group has 20 pupils. What is the difference between the number of pupils in the first group and the second group?')).toBeNull();
  });

  it('declines facts with a relation, a rate or a rest', () => {
    expect(read("Nina has 14 shells. Omar has 5 more shells than Nina. What's the difference between Nina's shells and Omar's shells?")).toBeNull();
    expect(read("Nina has 14 shells. Omar has twice as many shells. What's the difference between Nina's shells and Omar's shells?")).toBeNull();
    expect(read('There are 30 pens. 12 of them are red and the rest are blue. What is the difference between the number of red pens and blue pens?')).toBeNull();
  });
});
