import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('a count of whole things from a quotient that is not whole', () => {
  it('rounds up the days needed to finish: the last part-day is still a day', () => {
    expect(answer('If Ray needs to paint 100 fences at a rate of 8 fences per day, how many days does he need to finish painting all the fences?')).toBe('13 days');
    expect(answer('Ivy can pack 15 boxes in a day. If there are 100 boxes to be packed, how many days are needed for her to finish packing?')).toBe('7 days');
  });

  it('shows why one more is needed', () => {
    const steps = JSON.stringify(solveProblem('If Ray needs to paint 100 fences at a rate of 8 fences per day, how many days does he need to finish painting all the fences?')?.steps);
    expect(steps).toContain('12 × 8 = 96 is less than 100');
  });

  it('keeps a time that may be a part ("how many minutes") and declines days that are not asked to finish', () => {
    expect(answer('Kim runs 3 laps per minute. How many minutes does it take Kim to run 10 laps?')).toBe('10/3 minutes');
    expect(answer('Sam reads 7 pages per day. How many days did it take him to read 50 pages?')).toBe('8 days');
  });
});
