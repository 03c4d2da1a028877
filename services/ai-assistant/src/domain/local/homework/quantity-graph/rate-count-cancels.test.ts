import { describe, expect, it } from 'vitest';
import { solveRateCountCancels } from './rate-count-cancels.js';
import { solveProblem } from '../solve-problem.js';

describe('solveRateCountCancels', () => {
  it('sets aside the count of the thing every rate is told per when a rate per another thing is asked', () => {
    expect(solveRateCountCancels('Frank read 6 books. Each book had 249 pages. It took Frank 3 days to finish each book. How many pages did he read per day?')?.answer).toBe('83 pages per day');
    expect(solveProblem('Each book had 249 pages and it took Frank 3 days to finish each book. Frank read 6 books. How many pages did he read per day?')?.answer).toMatch(/^83 pages/);
  });
  it('declines a total, a count of a thing no rate is per, and two counts', () => {
    expect(solveRateCountCancels('Frank read 6 books. Each book had 249 pages. It took Frank 3 days to finish each book. How many pages did he read in all?')).toBeNull();
    expect(solveRateCountCancels('Frank read 6 magazines. Each book had 249 pages. It took Frank 3 days to finish each book. How many pages did he read per day?')).toBeNull();
    expect(solveRateCountCancels('Frank read 6 books and Sam read 4 books. Each book had 249 pages. It took Frank 3 days to finish each book. How many pages did he read per day?')).toBeNull();
  });
});
