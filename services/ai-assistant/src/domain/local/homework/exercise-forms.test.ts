import { describe, expect, it } from 'vitest';
import { readExercise, signedNumbers } from './exercise-forms.js';
import { solveProblem } from './solve-problem.js';

const answer = (statement: string): string | null => solveProblem(statement)?.answer ?? null;

describe('plain exercises read by their instruction words', () => {
  it('reads "solve … for v" in either order, with one or two equations', () => {
    expect(readExercise('Solve 5(x+3) = 55 for x.')).toEqual({ kind: 'solve', equations: ['5(x+3) = 55'], variable: 'x' });
    expect(readExercise('Solve for y: 7 - 2y = 15')).toEqual({ kind: 'solve', equations: ['7 - 2y = 15'], variable: 'y' });
    expect(answer('Solve 5(x+3) = 55 for x.')).toBe('x = 8');
    expect(answer('Solve -2*b - 3*b = -2*c + 11, -3*c + 4*b = -6 for c.')).toMatch(/\bc = -?\d/);
  });

  it('substitutes the given values before evaluating, and answers the expression, not a variable', () => {
    expect(readExercise('Evaluate 24-(2x-y) if x=4 and y=3.')).toEqual({ kind: 'evaluate', expression: '24-(2x-y)', values: { x: '4', y: '3' } });
    expect(answer('Evaluate 24-(2x-y) if x=4 and y=3.')).toBe('19');
    expect(answer('Let m(w) = -3*w**2 - 31*w - 91. Determine m(-6).')).toBe('-13');
  });

  it('turns worded operations into the expression the words mean', () => {
    expect(answer('Find 3/4 added to 1/8')).toBe('7/8');
    expect(answer('What is 2.5 less than 10?')).toBe('7.5');
    expect(answer('Subtract 3/4 from 2')).toBe('5/4 = 1 1/4');
    expect(answer('What is the difference between -12 and 0.278?')).toBe('12.278');
    expect(answer('Divide -12 by 5.')).toBe('-2.4');
  });

  it('works out chains of percentages from the inside out', () => {
    expect(answer('What is 20% of 50% of 80?')).toBe('8');
    expect(answer('What is 15% of 80?')).toBe('12');
    expect(answer('12 is what percent of 80?')).toBe('15%');
  });

  it('keeps the sign of every number it reads, and declines a reading that loses one', () => {
    expect(signedNumbers('Calculate -6727 + -0.1.')).toEqual(['-0.1', '-6727']);
    expect(answer('Calculate -6727 + -0.1.')).toBe('-6727.1');
    expect(answer('Work out -1644 + 0.8.')).toBe('-1643.2');
  });

  it('declines what it cannot read instead of guessing', () => {
    expect(answer('Explain why the seasons change.')).toBeNull();
    expect(answer('Solve x^2 = 5 for x.')).toBeNull();
    expect(answer('Evaluate 2x + 3 if x = 4 and the bus is late')).toBeNull();
  });
});
