import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('complex numbers', () => {
  it('multiplies, adds and divides with i² = −1, checked by mathjs complex numbers', () => {
    expect(answer('Simplify (2 + 3i)(1 - i)')).toBe('5 + i');
    expect(answer('Simplify i^23')).toBe('-i');
    expect(answer('What is i^2?')).toBe('-1');
    expect(answer('Simplify (3 + 2i)/(1 - i)')).toBe('1/2 + (5/2)i');
    expect(answer('Add (2 + 3i) + (4 - 5i)')).toBe('6 - 2i');
    expect(answer('Subtract (5 + 2i) - (3 - 4i)')).toBe('2 + 6i');
    expect(answer('Multiply (3 - 2i)(3 + 2i)')).toBe('13');
    expect(answer('Write (2 + i)^2 in the form a + bi')).toBe('3 + 4i');
    expect(answer('Simplify 4i(3 - 2i)')).toBe('8 + 12i');
    expect(answer('Simplify (1 + i)/(2i)')).toBe('1/2 - (1/2)i');
  });

  it('declines other letters, functions, a capital I and nothing to do', () => {
    expect(answer('Simplify (2 + 3i)(x - i)')).toBeNull();
    expect(answer('Simplify sin(i)')).toBeNull();
    expect(answer('Simplify i')).toBeNull();
    expect(answer('Simplify 3 + 2i')).toBeNull();
    expect(answer('Simplify (1 + i)/(1 - 1)')).toBeNull();
    expect(answer('Simplify (2 + 3I)(1 - I)')).not.toContain('i');
  });
});
