import { describe, expect, it } from 'vitest';
import { solveRateTerms } from './rate-terms.js';

const answer = (text: string): string | null => solveRateTerms(text)?.answer ?? null;

describe('rate chains told side by side and added', () => {
  it('adds rates over a duration the question shares', () => {
    expect(answer('Margaux owns a money lending company. Her friend pays her $5 per day, her brother $8 per day, and her cousin $4 per day. How much money will she collect after 7 days?')).toBe('$119');
    expect(answer('A bakery sells 20 rolls per hour and 12 muffins per hour. How many rolls does it sell in 3 hours?')).toBeNull();
  });

  it('adds speed times time over the parts of a trip', () => {
    expect(answer('A driver travels 30 miles per hour for 3 hours and 25 miles per hour for 4 hours. How many miles does the driver travel?')).toBe('190 miles');
    expect(answer('Amoli drove 42 miles an hour for 3 hours and Anayet drove at 61 miles an hour for 2 hours. How many miles did they drive in all?')).toBe('248 miles');
  });

  it('declines when the question asks one of several people, a difference, or what is left', () => {
    expect(answer('Amoli drove 42 miles an hour for 3 hours and Anayet drove at 61 miles an hour for 2 hours. How many miles did Amoli drive?')).toBeNull();
    expect(answer('Amoli drove 42 miles an hour for 3 hours and Anayet drove at 61 miles an hour for 2 hours. How many more miles did Amoli drive than Anayet?')).toBeNull();
    expect(answer('They must travel 369 miles. Amoli drove 42 miles an hour for 3 hours and Anayet drove at 61 miles an hour for 2 hours. How many miles do they still need to travel?')).toBeNull();
  });

  it('declines a rate that changes, and amounts no cut reads', () => {
    expect(answer('A car goes 60 miles per hour for 2 hours and 20 miles per hour faster for 3 hours. How many miles does it go?')).toBeNull();
    expect(answer('A car goes 60 miles per hour for 2 hours and 3 hours. How many miles does it go?')).toBeNull();
  });
});

describe('rate terms: one rate told three times is no sum', () => {
  it('declines "1 stamp $0.34, 2 stamps $0.68, 3 stamps $1.02; 4 stamps?" (main of this reader said $4.08)', () => {
    expect(answer('One stamp costs $0.34. Two stamps cost $0.68. Three stamps cost $1.02. How much would 4 stamps cost?')).toBeNull();
  });
});
