import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solvePeriodPairRate } from './period-pair-rate.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solvePeriodPairRate(text)?.answer ?? null;

const STAND = 'The lemonade stand made 90 dollars in the first 6 days and 40 dollars in the remaining 5 days.';

describe('amounts told each with its stretch of time, one stretch asked per unit of time', () => {
  it('divides the asked stretch\'s amount by its length', () => {
    expect(answer(`${STAND} How much did they make per day in the first 6 days?`)).toBe('$15 per day');
    expect(answer(`${STAND} How much did they make per day in the remaining 5 days?`)).toBe('$8 per day');
    expect(answer('Tom read 120 pages in the first 4 hours and 60 pages in the next 3 hours. How many pages did he read per hour in the first 4 hours?')).toBe('30 pages per hour');
  });

  it('declines a stretch not told, another time unit, another verb, no stretch asked or an uneven share', () => {
    expect(read(`${STAND} How much did they make per day in the first 5 days?`)).toBeNull();
    expect(read(`${STAND} How much did they make per day in the last 6 days?`)).toBeNull();
    expect(read(`${STAND} How much did they make per week in the first 6 days?`)).toBeNull();
    expect(read(`${STAND} How much did they spend per day in the first 6 days?`)).toBeNull();
    expect(read(`${STAND} How much did they make per day at the stand?`)).toBeNull();
    expect(read('Tom read 120 pages in the first 7 hours and 60 pages in the next 3 hours. How many pages did he read per hour in the first 7 hours?')).toBeNull();
  });
});
