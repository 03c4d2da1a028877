import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

describe('an amount for each container used without the number of containers', () => {
  it('declines a reading that counts one basket as all of them', () => {
    expect(solveProblem('Tom picked 5 baskets. He put 8 apples in each. He ate 3 apples. How many apples are left?')?.answer ?? null).not.toBe('5 apples');
  });

  it('keeps readings that use the number of containers', () => {
    expect(solveProblem('Tom has 5 baskets. Each basket has 8 apples. How many apples does Tom have?')?.answer).toBe('40 apples');
  });
});
