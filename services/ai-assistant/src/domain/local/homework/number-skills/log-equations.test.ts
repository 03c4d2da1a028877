import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('equations with one logarithm', () => {
  it('writes log_b(u) = k as u = b^k', () => {
    expect(answer('Solve log base 2 of x = 5')).toBe('x = 32');
    expect(answer('Solve log_2(x - 1) = 3')).toBe('x = 9');
    expect(answer('Solve log(x) = 2')).toBe('x = 100');
    expect(answer('Solve log_2(x) = -1')).toBe('x = 1/2');
    expect(answer('Solve ln(x) = 0')).toBe('x = 1');
  });

  it('declines a natural logarithm with an inexact power', () => {
    expect(answer('Solve ln(x) = 2')).toBeNull();
  });
});
