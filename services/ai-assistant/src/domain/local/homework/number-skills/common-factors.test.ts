import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('common factors of terms', () => {
  it('finds the greatest common factor of terms with letters', () => {
    expect(answer('What is the GCF of 12x^2 and 18x?')).toBe('6x');
    expect(answer('Find the greatest common factor of 8a^2b and 12ab^3')).toBe('4ab');
  });

  it('factors the common factor out, and what is left further when it is safe', () => {
    expect(answer('Factor 6x^2y + 9xy^2')).toBe('3xy(2x + 3y)');
    expect(answer('Factor 4x + 8')).toBe('4(x + 2)');
    expect(answer('Factor 5ab - 10b')).toBe('5b(a - 2)');
    expect(answer('Factor -4x - 8')).toBe('-4(x + 2)');
    expect(answer('Factor 2x^2y - 8y')).toBe('2y(x − 2)(x + 2)');
    expect(answer('Factor 3x^2 + 6x + 9')).toBe('3(x^2 + 2x + 3)');
    expect(answer('Factor 4x^2y + 8z')).toBe('4(x^2y + 2z)');
    expect(answer('Factor out the greatest common factor: 12x^3y^2 - 18x^2y^3 + 6xy')).toBe('6xy(2x^2y - 3xy^2 + 1)');
  });

  it('declines no common factor and a rest that might factor further', () => {
    expect(answer('Factor 2x + 3y')).toBeNull();
    expect(answer('Factor 12x^3y^2 - 18x^2y^3 + 6xy')).toBeNull();
    expect(answer('Factor 2x^3 + 4x^2 + 6')).toBeNull();
    expect(answer('What is the GCF of 12x^2 and 18x + 1?')).toBeNull();
  });
});
