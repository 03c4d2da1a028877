import { describe, expect, it } from 'vitest';
import { solveRates } from './solve-rates.js';

const answer = (text: string): string | null => solveRates(text)?.answer ?? null;

describe('"each X" in the question asks an amount per X, which the rate chain does not read', () => {
  it('never answers the total of all the students when one student is asked', () => {
    expect(answer('There are 6 students. Each student read 4 books. How many books did each student read?')).not.toBe('24 books');
    expect(answer('There are 6 students. Each student read 4 books. How many books did the students read?')).toBe('24 books');
  });

  it('declines rather than answer a total when the question names one of the counted things', () => {
    expect(answer('5 tickets cost $20. How much does each ticket cost?')).toBeNull();
    expect(answer('Tim grows 5 trees. Each year he collects 6 lemons from each tree. How many lemons does he get from each tree in a decade?')).toBeNull();
  });
});
