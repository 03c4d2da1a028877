import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

describe('common factors and multiples are of whole numbers', () => {
  it('declines a story with a decimal amount instead of failing on it', () => {
    expect(solveProblem('Sam ran 4.5 miles and 6 miles. What is the greatest number of equal laps he can split both runs into?')).toBeNull();
    expect(solveProblem('A show lasts 1 hour and 30 minutes and a talk lasts 45 minutes. What is the greatest number of equal parts both can be cut into?')).toBeNull();
  });
});
