import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('sums of fractions with the letter in a denominator', () => {
  it('writes one fraction in simplest form and states every excluded value', () => {
    expect(answer('Simplify 3/x + 2/x')).toBe('5/x, for x ≠ 0');
    expect(answer('Simplify 1/x + 1/(x + 1)')).toBe('(2x + 1)/(x^2 + x), for x ≠ -1, x ≠ 0');
    expect(answer('Simplify x/(x - 2) - 2/(x - 2)')).toBe('1, for x ≠ 2');
    expect(answer('Simplify 3/(x^2 - 9) + 1/(x + 3)')).toBe('x/(x^2 − 9), for x ≠ -3, x ≠ 3');
    expect(answer('Simplify 1/x + 2')).toBe('(2x + 1)/x, for x ≠ 0');
  });

  it('declines two letters, a bottom that is never 0, and one quotient alone', () => {
    expect(answer('Simplify 1/x + 1/y')).toBeNull();
    expect(answer('Simplify 1/(x^2 + 1) + 1')).toBeNull();
    expect(answer('Simplify 1/(x^2 - 2) + 1/x')).toBeNull();
  });
});

describe('rational equations with no solution', () => {
  it('says so when every value of the cleared equation makes a denominator 0', () => {
    expect(answer('Solve 2/(x-2) = x/(x-2)')).toBe('no solution');
    expect(answer('Solve (x+1)/(x-1) = 2/(x-1)')).toBe('no solution');
    expect(answer('Solve x^2/(x-3) = 9/(x-3)')).toBe('x = -3');
  });
});
