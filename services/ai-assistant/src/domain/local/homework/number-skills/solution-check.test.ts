import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (statement: string): string | null => solveProblem(statement)?.answer ?? null;

describe('whether a value solves an equation or inequality', () => {
  it('puts the value into both sides and says yes or no', () => {
    expect(answer('Is x = 4 a solution of 2x + 1 = 7?')).toBe('No: 9 = 7 is false');
    expect(answer('Is 3 a solution of 2x + 1 = 7?')).toBe('Yes: 7 = 7');
    expect(answer('Does x = 1 satisfy x + 2 = 5?')).toBe('No: 3 = 5 is false');
    expect(answer('Check whether x = 2 satisfies 3x - 1 = 5')).toBe('Yes: 5 = 5');
    expect(answer('Determine whether -2 is a solution of x^2 = 4')).toBe('Yes: 4 = 4');
    expect(answer('Is x = 2 a solution of 3x - 1 > 4?')).toBe('Yes: 5 > 4');
    expect(answer('Is x = 1 a solution of the inequality 3x - 1 ≥ 4?')).toBe('No: 2 ≥ 4 is false');
    expect(answer('Show that x = 2 is a root of x^2 - 4 = 0')).toBe('Yes: 0 = 0');
  });

  it('declines another letter, two letters, or a "show that" that does not hold, and never solves the equation instead', () => {
    expect(answer('Is y = 4 a solution of 2x + 1 = 7?')).toBeNull();
    expect(answer('Is x = 4 a solution of 2x + y = 7?')).toBeNull();
    expect(answer('Show that x = 3 is a root of x^2 - 4 = 0')).toBeNull();
    expect(answer('Does 2x + 1 = 7 have a solution?')).toBeNull();
    expect(answer('Find the solution of 2x + 1 = 7')).toBe('x = 3');
    expect(answer('Can you solve 2x + 1 = 7?')).toBe('x = 3');
  });
});
