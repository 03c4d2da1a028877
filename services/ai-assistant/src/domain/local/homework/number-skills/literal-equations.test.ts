import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';
import { readPoly, showPoly } from './multivariate.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('equations solved for one of their letters', () => {
  it('solves linear equations in two letters for the asked one, whole numbers in the fraction', () => {
    expect(answer('Solve for y: 2x + 3y = 12')).toBe('y = (12 - 2x)/3');
    expect(answer('Solve 2x + 3y = 12 for y.')).toBe('y = (12 - 2x)/3');
    expect(answer('Solve 3x - y = 7 for y')).toBe('y = 3x - 7');
    expect(answer('Solve for y in terms of x: 4x - 2y = 8')).toBe('y = 2x - 4');
    expect(answer('Solve for x: 3x + 2y = 5x - 4')).toBe('x = y + 2');
  });

  it('solves formulas, dividing by the letters that multiply the asked one', () => {
    expect(answer('Solve A = lw for w.')).toBe('w = A/l');
    expect(answer('Solve the formula d = rt for t.')).toBe('t = d/r');
    expect(answer('Make h the subject of V = lwh.')).toBe('h = V/(lw)');
    expect(answer('Solve I = Prt for r')).toBe('r = I/(Pt)');
    expect(answer('Solve A = 1/2bh for h')).toBe('h = 2A/b');
    expect(answer('Solve P = 2l + 2w for w.')).toBe('w = (P - 2l)/2');
    expect(answer('Solve y = mx + b for x.')).toBe('x = (y - b)/m');
    expect(answer('Solve F = 9/5C + 32 for C.')).toBe('C = (5F - 160)/9');
    expect(answer('Rearrange v = u + at to make a the subject')).toBe('a = (v - u)/t');
    expect(answer('Solve y = x^2 + k for k')).toBe('k = y - x^2');
  });

  it('says which letters may not be 0 and writes the steps', () => {
    const solved = solveNumberSkill('Solve A = lw for w.');
    expect(JSON.stringify(solved?.steps)).toContain('this needs l ≠ 0');
    expect(JSON.stringify(solved?.steps)).toContain('l × w = A');
  });

  it('declines a letter that is squared, missing, or in a denominator, and one-letter equations', () => {
    expect(answer('Solve y = x^2 + k for x')).toBeNull();
    expect(answer('Solve A = lw for h')).toBeNull();
    expect(answer('Solve y = 3/x for x')).toBeNull();
    expect(answer('Solve for x: x^2y = 4')).toBeNull();
    expect(answer('Solve A = pi r^2 for r')).toBeNull();
    expect(answer('Solve y = sqrt(x) + b for b')).toBeNull();
  });
});

describe('products of terms in several letters', () => {
  it('multiplies numbers and adds exponents, expands brackets, and divides by a single term', () => {
    expect(answer('Simplify (3x^2y)(2xy^3)')).toBe('6x^3y^4');
    expect(answer('Simplify (2ab^2)^3')).toBe('8a^3b^6');
    expect(answer('Expand (x + y)^2')).toBe('x^2 + 2xy + y^2');
    expect(answer('Expand (x + 2y)(x - 3y)')).toBe('x^2 - xy - 6y^2');
    expect(answer('Simplify 3ab(2a - b)')).toBe('6a^2b - 3ab^2');
    expect(answer('Multiply (2x^2)(3x^3)')).toBe('6x^5');
    expect(answer('Simplify (6x^3y^2)/(2xy)')).toBe('3x^2y, for x ≠ 0, y ≠ 0');
    expect(answer('Simplify (12a^3b^2 - 8a^2b)/(4ab)')).toBe('3a^2b - 2a, for a ≠ 0, b ≠ 0');
  });

  it('declines a division by a sum, a square root, a word and nothing to do', () => {
    expect(answer('Simplify (x^2 - y^2)/(x - y)')).toBeNull();
    expect(answer('Simplify sqrt(ab)*sqrt(ab)')).toBeNull();
    expect(answer('Simplify (2x^3)/(4y)')).toBe('x^3/(2y)'); // monomial-exponents.ts
    expect(answer('Simplify 2xy')).toBeNull();
  });

  it('reads touching letters as a product and prints fractions in brackets', () => {
    expect(showPoly(readPoly('lwh')!)).toBe('hlw');
    expect(showPoly(readPoly('1/2 bh + x/3')!)).toBe('(1/2)bh + (1/3)x');
    expect(readPoly('sqrt(x)')).toBeNull();
  });
});
