import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

describe('money spent added to money made', () => {
  it('declines a total of sales that adds what was spent', () => {
    expect(solveProblem('Sam spent $20 on flour. He baked 30 cookies and sells them for $2 each. How much money did Sam make?')?.answer ?? null).not.toBe('$80');
  });

  it('keeps sales alone', () => {
    expect(solveProblem('Sam baked 30 cookies and sells them for $2 each. How much money did Sam make?')?.answer).toBe('$60');
  });
});
