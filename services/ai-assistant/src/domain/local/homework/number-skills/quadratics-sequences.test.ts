import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('quadratics beyond rational roots', () => {
  it('uses the quadratic formula, the root in simplest form', () => {
    expect(answer('Solve x^2 - 2x - 1 = 0')).toBe('x = 1 ± √2');
    expect(answer('Solve x^2 + 4x + 1 = 0')).toBe('x = -2 ± √3');
    expect(answer('Solve 2x^2 + 3x - 1 = 0')).toBe('x = (-3 ± √17)/4');
    expect(answer('Solve x^2 = 8')).toBe('x = ±2√2');
    expect(answer('Solve -x^2 + 2x + 1 = 0')).toBe('x = 1 ± √2');
    expect(answer('Solve x^2 + x + 1 = 0')).toBe('no real solution');
  });

  it('leaves rational roots to factoring, and declines what is not one quadratic', () => {
    expect(answer('Solve x^2 - 5x + 6 = 0')).toBe('x = 2 or x = 3');
    expect(answer('Solve x^3 - 2 = 0')).toBeNull();
    expect(answer('Solve x^2 + y = 3')).toBeNull();
  });

  it('finds a discriminant and a vertex', () => {
    expect(answer('Find the discriminant of x^2 + 3x + 5')).toBe('-11');
    expect(answer('Find the discriminant of 2x^2 - 4x + 1 = 0')).toBe('8');
    expect(answer('Find the vertex of y = x^2 - 4x + 3')).toBe('(2, -1)');
    expect(answer('Find the vertex of y = -2x^2 + 4x + 1')).toBe('(1, 3)');
    expect(answer('Find the vertex of the parabola y = x^2 + 3x')).toBe('(-3/2, -9/4)');
    expect(answer('Find the vertex of y = 2x + 3')).toBeNull();
    expect(answer('Find the vertex of y = 0.5x^2 - x')).toBeNull();
  });
});

describe('arithmetic and geometric sequences', () => {
  it('finds a term far along and the sum of the first terms', () => {
    expect(answer('Find the 10th term of the arithmetic sequence 3, 7, 11, ...')).toBe('39');
    expect(answer('Find the 20th term of 5, 8, 11, 14')).toBe('62');
    expect(answer('Find the 100th term of the sequence 10, 7, 4, ...')).toBe('-287');
    expect(answer('What is the 8th term of 2, 6, 18, 54?')).toBe('4374');
    expect(answer('Find the sum of the first 10 terms of 2, 4, 6, ...')).toBe('110');
    expect(answer('Find the sum of the first 6 terms of the geometric sequence 1, 2, 4, 8')).toBe('63');
    expect(answer('Find the 3rd term of 1,000, 2,000, 3,000')).toBe('3000');
  });

  it('declines a named kind the terms do not have, and patterns of neither kind', () => {
    expect(answer('Find the 10th term of the geometric sequence 3, 7, 11')).toBeNull();
    expect(answer('Find the 5th term of 1, 4, 9, 16')).toBeNull();
    expect(answer('Find the 4th term of 1, 2, 4, 7')).toBeNull();
    expect(answer('Find the 10th term of 3, 7')).toBeNull();
  });
});
