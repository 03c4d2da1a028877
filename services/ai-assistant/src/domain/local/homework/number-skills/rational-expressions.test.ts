import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('rational expressions', () => {
  it('cancels the factors top and bottom share and keeps the excluded values', () => {
    expect(answer('Simplify (x^2 - 9)/(x - 3)')).toBe('x + 3, for x ≠ 3');
    expect(answer('Simplify (x^2 + 5x + 6)/(x + 2)')).toBe('x + 3, for x ≠ -2');
    expect(answer('Simplify (2x + 4)/(x^2 - 4)')).toBe('2/(x − 2), for x ≠ -2, x ≠ 2');
    expect(answer('Simplify (x^2 - 1)/(x^2 + 2x + 1)')).toBe('(x − 1)/(x + 1), for x ≠ -1');
    expect(answer('Simplify (6x^2)/(3x)')).toBe('2x, for x ≠ 0');
    expect(answer('Reduce (3x - 6)/(x^2 - 4x + 4) to lowest terms')).toBe('3/(x − 2), for x ≠ 2');
    expect(answer('Simplify (x^3 - x)/(x^2 - x)')).toBe('x + 1, for x ≠ 0, x ≠ 1');
    expect(answer('Simplify (4y^2 - 1)/(2y + 1)')).toBe('2y − 1, for y ≠ -1/2');
  });

  it('declines a quotient with nothing to cancel, an unclear grouping, or several letters', () => {
    expect(answer('Simplify (x + 1)/(x + 2)')).toBeNull();
    expect(answer('Simplify x^2 - 9/(x - 3)')).toBeNull();
    expect(answer('Simplify (x^2 + 1)/(x + 1)')).toBeNull();
    expect(answer('Simplify (x^2 - y^2)/(x - y)')).toBeNull();
    expect(answer('Simplify (x - 3)/(x^2 - 9)/(x + 3)')).toBeNull();
  });

  it('solves equations with the letter in a denominator, never giving a value that makes one 0', () => {
    expect(answer('Solve 10 - 4/x = 6')).toBe('x = 1');
    expect(answer('Solve 3/(x + 1) = 2/(x - 1)')).toBe('x = 5');
    expect(answer('Solve x/(x - 2) = 3')).toBe('x = 3');
    expect(answer('Solve 1/x + 1/(2x) = 3')).toBe('x = 1/2');
    expect(answer('Solve x + 6/x = 5')).toBe('x = 2 or x = 3');
    expect(answer('Solve (x + 1)/(x - 1) = 2')).toBe('x = 3');
    // x² − 1 = 3(x − 1)... only x = 2 is left once x = 1 (a zero denominator) is thrown out.
    expect(answer('Solve (x^2 - 1)/(x - 1) = 3')).toBe('x = 2');
  });

  it('says there is no solution when the only value left makes a denominator 0 (rational-sums.test.ts), and declines an equation not in one letter', () => {
    expect(answer('Solve x/(x - 3) = 3/(x - 3)')).toBe('no solution');
    expect(answer('Solve 1/(x - 2) = 0')).toBeNull();
    expect(answer('Solve 1/x + 1/y = 1')).toBeNull();
    expect(answer('Solve 1/(x^2 + 1) = 1/2 + x')).toBeNull();
  });

  it('writes the steps: excluded values, the cleared equation and the rejected value', () => {
    const solved = solveNumberSkill('Solve (x^2 - 1)/(x - 1) = 3');
    const text = JSON.stringify(solved?.steps);
    expect(text).toContain('x ≠ 1, because a denominator would be 0');
    expect(text).toContain('x = 1 would make a denominator 0, so it is not a solution');
    const simplified = JSON.stringify(solveNumberSkill('Simplify (2x + 4)/(x^2 - 4)')?.steps);
    expect(simplified).toContain('2(x + 2)/[(x − 2)(x + 2)] = 2/(x − 2)');
  });
});
