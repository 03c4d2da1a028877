import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('sums of square roots', () => {
  it('takes square factors out and adds roots of the same number', () => {
    expect(answer('Simplify sqrt(12) + sqrt(27)')).toBe('5√3');
    expect(answer('Simplify 2√3 + 5√3')).toBe('7√3');
    expect(answer('Simplify sqrt(50) - sqrt(8)')).toBe('3√2');
    expect(answer('Simplify 3√2 + √18 − √8')).toBe('4√2');
    expect(answer('Simplify 5√2 - 3√8 + √32 in simplest radical form')).toBe('3√2');
    expect(answer('Simplify 4 + √12')).toBe('4 + 2√3');
    expect(answer('Simplify √8 - 2√2')).toBe('0');
    expect(answer('What is √9 + √16?')).toBe('7');
  });

  it('declines roots already simplest, letters, products and roots of fractions', () => {
    expect(answer('Simplify √2 + √3')).toBeNull();
    expect(answer('Simplify √x + √x')).toBeNull();
    expect(answer('Simplify √2 × √8 + 1')).toBeNull();
    expect(answer('Simplify √(1/2) + √2')).toBeNull();
    expect(answer('Simplify 2 + 3')).toBeNull();
  });
});
