import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('one term with negative exponents', () => {
  it('uses the laws of exponents and writes positive exponents only', () => {
    expect(answer('Simplify (x^-2)^3')).toBe('1/x^6');
    expect(answer('Simplify (3x^-2y^3)^2/(xy^-1)')).toBe('9y^7/x^5, for y ≠ 0');
    expect(answer('Write 2a^-3 with positive exponents')).toBe('2/a^3');
    expect(answer('Simplify (2x^3)^-2')).toBe('1/(4x^6)');
    expect(answer('Simplify (6a^2b^-3)/(2a^-1b^2)')).toBe('3a^3/b^5, for a ≠ 0');
    expect(answer('Simplify -2x^-4')).toBe('-2/x^4');
    expect(answer('Simplify (x^-3y^2)(x^3y^-2)')).toBe('1, for x ≠ 0, y ≠ 0');
  });

  it('declines sums, exponents that are not whole numbers, and the imaginary unit', () => {
    expect(answer('Simplify (x^2 + 1)^-1')).toBeNull();
    expect(answer('Simplify x^-2 + x^-3')).toBeNull();
    expect(answer('Simplify x^(1/2)/x^-1')).toBeNull();
    expect(answer('Simplify i^-2/x')).toBeNull();
  });
});
