import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('equations with a square root', () => {
  it('squares the root alone and keeps only values that solve the original', () => {
    expect(answer('Solve sqrt(x + 3) = 5')).toBe('x = 22');
    expect(answer('Solve √(2x - 1) = 3')).toBe('x = 5');
    expect(answer('Solve sqrt(x) + 2 = 5')).toBe('x = 9');
    expect(answer('Solve sqrt(2x + 1) + 1 = x')).toBe('x = 4');
    expect(answer('Solve sqrt(x + 5) = x - 1')).toBe('x = 4');
    expect(answer('Solve x - sqrt(x) = 2')).toBe('x = 4');
  });

  it('names the extraneous value squaring added', () => {
    const steps = JSON.stringify(solveNumberSkill('Solve sqrt(2x + 1) + 1 = x')?.steps);
    expect(steps).toContain('x = 0 solves the squared equation but not the original, so it is extraneous');
  });

  it('declines no solution, a root with a multiplier, two roots and a second letter', () => {
    expect(answer('Solve sqrt(x) = -3')).toBeNull();
    expect(answer('Solve 2sqrt(x) = 6')).toBeNull();
    expect(answer('Solve sqrt(x) + sqrt(x + 1) = 3')).toBeNull();
    expect(answer('Solve sqrt(x + y) = 3')).toBeNull();
  });
});
