import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveEachGroupParts } from './each-group-parts.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveEachGroupParts(text)?.answer ?? null;

describe('the parts in one group, added', () => {
  it('adds the parts one group holds, the number of groups set aside', () => {
    expect(answer('There are 12 crates of apples. Each crate has 9 green apples and 5 red apples. How many apples are in each crate?')).toBe('14 apples');
    expect(answer('Every week Tia spends 3 hours on learning piano and 2 hours on learning violin. If she learns for 20 weeks. How many hours does she spend on learning piano and violin each week?')).toBe('5 hours');
    expect(answer('Each day Omar walks 4 miles in the morning and 3 miles at night. How many miles does he walk each day?')).toBe('7 miles');
  });

  it('declines when the question names only some parts, or the parts are told by different verbs', () => {
    expect(read('Every week Tia spends 3 hours on piano and 2 hours on violin. How many hours does she spend on piano each week?')).toBeNull();
    expect(read('Each day Omar walks 4 miles in the morning and 3 miles at night. How many miles does he walk in the morning each day?')).toBeNull();
    expect(read('Each day Omar reads 20 pages and forgets 15 pages. How many pages does he read each day?')).toBeNull();
    expect(read('Each crate has 9 green apples and 5 red apples. How many red apples are in each crate?')).toBeNull();
  });

  it('declines any other number, a change, or a question about more than one group', () => {
    expect(read('Each crate has 9 green apples and 5 red apples. He took 2 apples out. How many apples are in each crate?')).toBeNull();
    expect(read('Each crate has 9 green apples and 5 red apples. How many apples are in 3 crates?')).toBeNull();
    expect(read('There are 12 crates. Each crate has 9 green apples and 5 red apples. How many apples are there in all?')).toBeNull();
    expect(read('Each crate has 9 green apples and 5 more red apples than green ones. How many apples are in each crate?')).toBeNull();
    expect(read('There are 12 crates and 4 boxes. Each crate has 9 green apples and 5 red apples. How many apples are in each crate?')).toBeNull();
  });
});
