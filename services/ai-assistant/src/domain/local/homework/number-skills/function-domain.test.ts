import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('domain and range', () => {
  it('leaves out zeros of denominators and keeps a square root\'s or logarithm\'s inside allowed', () => {
    expect(answer('Find the domain of f(x) = 1/(x - 3)')).toBe('all real numbers except x = 3');
    expect(answer('Find the domain of f(x) = (x + 1)/(x^2 - 5x + 6)')).toBe('all real numbers except x = 2 and x = 3');
    expect(answer('Find the domain of f(x) = 1/(x^2 + 1)')).toBe('all real numbers');
    expect(answer('Find the domain of f(x) = sqrt(x - 2)')).toBe('x ≥ 2, that is [2, ∞)');
    expect(answer('Find the domain of f(x) = √(6 - 2x)')).toBe('x ≤ 3, that is (−∞, 3]');
    expect(answer('Find the domain of y = ln(2x + 4)')).toBe('x > -2, that is (-2, ∞)');
  });

  it('reads a quadratic\'s range from its vertex and declines combinations', () => {
    expect(answer('Find the range of f(x) = x^2 + 1')).toBe('y ≥ 1, that is [1, ∞)');
    expect(answer('Find the range of f(x) = -2x^2 + 4x + 1')).toBe('y ≤ 3, that is (−∞, 3]');
    expect(answer('Find the domain of f(x) = sqrt(x) / (x - 1)')).toBeNull();
    expect(answer('Find the range of f(x) = x^3 + 1')).toBeNull();
  });
});
