import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('functions told by a formula', () => {
  it('inverts a linear function, checked by f(f⁻¹(x)) = x', () => {
    expect(answer('Find the inverse of f(x) = 2x + 3')).toBe('f⁻¹(x) = (x - 3)/2');
    expect(answer('Find the inverse function of f(x) = (x - 1)/4')).toBe('f⁻¹(x) = 4x + 1');
    expect(answer('If g(x) = 5 - 3x, find g^-1(x).')).toBe('g⁻¹(x) = (5 - x)/3');
    expect(answer('Find f^-1(x) if f(x) = x/2 + 7')).toBe('f⁻¹(x) = 2x - 14');
  });

  it('declines functions that are not one-to-one lines, or another function asked', () => {
    expect(answer('Find the inverse of f(x) = x^2 + 1')).toBeNull();
    expect(answer('Find the inverse of f(x) = 1/x')).toBeNull();
    expect(answer('Find the inverse of f(x) = 7')).toBeNull();
    expect(answer('If f(x) = 2x + 3, find g^-1(x).')).toBeNull();
  });

  it('composes two functions at a value, inside out, and as a formula', () => {
    expect(answer('Find f(g(2)) if f(x) = 2x + 1 and g(x) = x^2')).toBe('9');
    expect(answer('If f(x) = x^2 and g(x) = x + 3, find (f ∘ g)(1)')).toBe('16');
    expect(answer('If f(x) = x^2 and g(x) = x + 3, find (g o f)(1).')).toBe('4');
    expect(answer('Find f(g(x)) if f(x) = 2x + 1 and g(x) = x^2')).toBe('f(g(x)) = 2x^2 + 1');
  });

  it('declines a composition with a function not told', () => {
    expect(answer('Find f(h(2)) if f(x) = 2x + 1 and g(x) = x^2')).toBeNull();
    expect(answer('Find f(g(2)) if f(x) = 2x + 1')).toBeNull();
  });

  it('writes a line in slope-intercept form', () => {
    expect(answer('Write 2x + 3y = 6 in slope-intercept form')).toBe('y = -(2/3)x + 2');
    expect(answer('Rewrite the equation 4x - 2y = 8 in slope-intercept form.')).toBe('y = 2x - 4');
    expect(answer('Put 3y = 9 in the form y = mx + b')).toBe('y = 3');
    expect(answer('Write x = 4 in slope-intercept form')).toBeNull();
    expect(answer('Write x^2 + y = 4 in slope-intercept form')).toBeNull();
  });
});
