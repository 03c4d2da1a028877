import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('trigonometric values at special angles', () => {
  it('gives exact values in degrees and radians, with the quadrant\'s sign', () => {
    expect(answer('What is sin 30°?')).toBe('1/2');
    expect(answer('Find the exact value of cos(2π/3)')).toBe('−1/2');
    expect(answer('sin(7pi/6)')).toBe('−1/2');
    expect(answer('Evaluate sec 45°')).toBe('√2');
    expect(answer('cot 135 degrees')).toBe('−1');
    expect(answer('What is the sine of 150 degrees?')).toBe('1/2');
    expect(answer('tan 90°')).toBe('undefined');
  });

  it('declines angles without an exact table value', () => {
    expect(answer('What is sin 20°?')).toBeNull();
    expect(answer('cos(π/5)')).toBeNull();
  });
});
