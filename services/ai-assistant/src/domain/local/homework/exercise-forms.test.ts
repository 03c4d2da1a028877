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

  it("works out a function's value, the function told before or after the value asked", () => {
    expect(answer('Find f(3) if f(x) = 2x + 1')).toBe('7');
    expect(answer('If f(x) = x^2, what is f(4)?')).toBe('16');
    expect(answer('Given f(x) = 3x - 5, find f(-2).')).toBe('-11');
    expect(answer('f(x) = 2x + 1. What is f(3)?')).toBe('7');
    expect(answer('If g(x) = 0.5x + 2, find g(4).')).toBe('4');
    expect(answer('Find g(3) if f(x) = 2x + 1')).toBeNull();
    expect(answer('If f(x) = 2x + y, what is f(4)?')).toBeNull();
  });

  it('works out a chain of fractions of a number', () => {
    expect(answer('Find 1/3 of 2/5 of 30')).toBe('4');
    expect(answer('What is 2/3 of 3/4 of 24?')).toBe('12');
  });

  it('reads "and check your answer" as asking nothing more (every answer is checked)', () => {
    expect(answer('Solve 2x + 3 = 11 and check your answer')).toBe('x = 4');
    expect(answer('Solve 2x + 3 = 11. Check your solution.')).toBe('x = 4');
  });

  it('puts told values into an equation and solves for the letter left', () => {
    expect(answer('Given y = 3x - 2 and x = 4, find y')).toBe('y = 10');
    expect(answer('y = 2x + 1. What is y when x = 4?')).toBe('y = 9');
    expect(answer('If x = 3, find y when y = 2x + 1')).toBe('y = 7');
    expect(answer('x + y = 10 and x = 3. Find y.')).toBe('y = 7');
    expect(answer('If a = 3, solve a + b = 10')).toBe('b = 7');
    expect(answer('Given y = 2x + 1 and y = 7, find x')).toBe('x = 3');
    expect(answer('If y = x^2 + 1, find y when x = 3')).toBe('y = 10');
    expect(answer('If x = 3, find z when y = 2x + 1')).toBeNull();
    expect(answer('Given y = 3x - 2 and x = 4, find x')).toBeNull();
    expect(answer('y = 2x + 1. What is y when z = 4?')).toBeNull();
    expect(answer('If x = 3, y = 4, find y when y = 2x')).toBeNull();
  });

  it('finds the whole that a part is a percent of, checked by taking the percent of it again', () => {
    expect(answer('12 is 40% of what number?')).toBe('30');
    expect(answer('40% of what number is 12?')).toBe('30');
    expect(answer('30% of a number is 12. What is the number?')).toBe('40');
    expect(answer('$45 is 15% of what?')).toBe('$300');
    expect(answer('7 is 30% of what number?')).toBe('70/3');
    expect(answer('12 is 0% of what number?')).toBeNull();
    expect(answer('12 is 40% of what number of apples?')).toBeNull();
    expect(answer('12 is 40% of 30?')).toBeNull();
  });

  it('keeps the sign of every number it reads, and declines a reading that loses one', () => {
    expect(signedNumbers('Calculate -6727 + -0.1.')).toEqual(['-0.1', '-6727']);
    expect(answer('Calculate -6727 + -0.1.')).toBe('-6727.1');
    expect(answer('Work out -1644 + 0.8.')).toBe('-1643.2');
  });

  it('declines what it cannot read instead of guessing', () => {
    expect(answer('Explain why the seasons change.')).toBeNull();
    expect(answer('Solve x^3 = 5 for x.')).toBeNull();
    // An irrational root is given exactly now (quadratics.ts).
    expect(answer('Solve x^2 = 5 for x.')).toBe('x = ±√5');
    expect(answer('Evaluate 2x + 3 if x = 4 and the bus is late')).toBeNull();
  });

  it('reads mixed numbers in worded operations and in equations as whole plus fraction', () => {
    expect(answer('Multiply 2 1/2 by 1 1/3.')).toBe('10/3 = 3 1/3');
    expect(answer('Add 1 3/4 and 2 1/8.')).toBe('31/8 = 3 7/8');
    expect(answer('Subtract 1 1/2 from 4.')).toBe('5/2 = 2 1/2');
    expect(answer('What is the difference between 3 1/2 and 5?')).toBe('3/2 = 1 1/2');
    expect(answer('Solve x + 2 1/2 = 5.')).toBe('x = 5/2');
    expect(answer('Solve 1 1/2 x = 6.')).toBe('x = 4');
    // "2 5/3" is no mixed number: nothing is computed from it.
    expect(answer('Solve x + 2 5/3 = 5.')).toBeNull();
    expect(answer('Multiply 2 5/3 by 3.')).toBeNull();
  });

  it('takes a fraction or a mixed number "of" a fraction or a number as a product', () => {
    expect(answer('What is 1/2 of 3/4?')).toBe('3/8');
    expect(answer('What is 1 1/2 of 8?')).toBe('12');
    expect(answer('Find 2 1/2 of 80.')).toBe('200');
    expect(answer('What is 3 of 4?')).toBeNull();
  });

  it('works out absolute-value bars after what is inside them, and declines bars that do not pair up', () => {
    expect(answer('Evaluate |3 - 8|.')).toBe('5');
    expect(answer('Evaluate 2 + |3 - 8|.')).toBe('7');
    expect(answer('Evaluate |-3| - |-8|.')).toBe('-5');
    expect(answer('What is 5 * |2 - 6|?')).toBe('20');
    expect(answer('Evaluate -|4 - 9|.')).toBe('-5');
    expect(answer('Evaluate |3 - 8.')).toBeNull();
    expect(answer('Evaluate ||3 - 8| - 2|.')).toBeNull();
  });

  it('reads the values told before the question: "If a = 2 and b = 3, what is a^b?"', () => {
    expect(answer('If a = 2 and b = 3, what is a^b?')).toBe('8');
    expect(answer('When x = -2, evaluate x^2.')).toBe('4');
    expect(answer('If x = 2, then what is 3x?')).toBe('6');
    expect(answer('If a = 2, b = 3, find 2a + b.')).toBe('7');
    // A letter left without a value is not evaluated.
    expect(answer('If x = 3, evaluate 2x + y.')).toBeNull();
    // Putting the values in is the work when they leave one fraction: x/y is 3/2.
    expect(answer('If x = 3 and y = 2, find x/y.')).toBe('3/2 = 1 1/2');
    expect(answer('Evaluate a/b when a = 6 and b = 8.')).toBe('3/4');
    expect(answer('What is 3/4?')).toBeNull();
  });

  it('clears a number over the unknown by multiplying both sides, and never answers a value that makes the bottom 0', () => {
    expect(answer('Solve 12/x = 3.')).toBe('x = 4');
    expect(answer('Solve 3 = 12/x.')).toBe('x = 4');
    expect(answer('Solve 5/(x - 1) = 2.')).toBe('x = 7/2');
    expect(answer('Solve 6/(x - 2) = 0.')).toBeNull();
    expect(answer('Solve 0/x = 0.')).toBeNull();
  });

  it('moves a number beside the unknown\'s fraction to the other side first', () => {
    expect(answer('Solve 2/x + 1 = 5')).toBe('x = 1/2');
    expect(answer('Solve 3 + 12/x = 7')).toBe('x = 3');
    expect(answer('Solve 6/(x - 1) - 2 = 1')).toBe('x = 3');
    expect(answer('Solve 5 = 2/x + 1')).toBe('x = 1/2');
    expect(answer('Solve 2/x + 1 = 1')).toBeNull();
    // The fraction taken away is cleared by rational-expressions.ts.
    expect(answer('Solve 10 - 4/x = 6')).toBe('x = 1');
  });
});
