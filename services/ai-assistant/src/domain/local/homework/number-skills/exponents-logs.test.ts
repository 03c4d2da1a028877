import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('powers of a known base and logarithms', () => {
  it('solves for an exponent when the number is a whole power of the base', () => {
    expect(answer('Solve 3^x = 81')).toBe('x = 4');
    expect(answer('Solve 2^(x + 1) = 32')).toBe('x = 4');
    expect(answer('Solve 5^x = 1/25')).toBe('x = -2');
    expect(answer('Solve 2^(2x - 1) = 8')).toBe('x = 2');
  });

  it('evaluates logarithms, base 10 when none is written', () => {
    expect(answer('Evaluate log base 2 of 32')).toBe('5');
    expect(answer('What is log_3(1/9)?')).toBe('-2');
    expect(answer('What is log 1000?')).toBe('3');
    expect(answer('Find log2 8')).toBe('3');
    expect(answer('Evaluate the logarithm base 5 of 125')).toBe('3');
    expect(answer('Find the log of 8 to the base 2')).toBe('3');
    expect(answer('Evaluate log 81 base 3')).toBe('4');
    expect(answer('What is log_{2} 64?')).toBe('6');
    expect(answer('log(100)')).toBe('2');
  });

  it('declines a number that is no whole power of the base, and two bases', () => {
    expect(answer('Solve 3^x = 10')).toBeNull();
    expect(answer('Evaluate log 50')).toBeNull();
    expect(answer('What is log_2 32 base 3')).toBeNull();
    expect(answer('Evaluate log base 2 of 8 base 3')).toBeNull();
    expect(answer('Solve 1^x = 1')).toBeNull();
  });
});
