import { describe, expect, it } from 'vitest';
import { answerMatchesExpression, answerSatisfiesEquations, noSingleSolutionHolds, readShownNumber, specialAnswerHolds } from './verify-answer.js';

describe('second checks of a shown answer', () => {
  it('reads the number a student sees first', () => {
    expect(readShownNumber('5/4 = 1 1/4')?.toFraction()).toBe('5/4');
    expect(readShownNumber('x = -2')?.toFraction()).toBe('-2');
    expect(readShownNumber('35%')?.toFraction()).toBe('35');
    expect(readShownNumber('no solution')).toBeNull();
  });

  it('accepts an answer equal to the expression computed again, rejects one that is not', () => {
    expect(answerMatchesExpression('19', '24-(2x-y)', { x: '4', y: '3' })).toBe(true);
    expect(answerMatchesExpression('3', '24-(2x-y)', { x: '4', y: '3' })).toBe(false);
    expect(answerMatchesExpression('2', '1/1 / 1/2', {})).toBe(true);
  });

  it('puts the unknowns back into every equation', () => {
    expect(answerSatisfiesEquations('x = 8', ['5(x+3) = 55'], ['x'])).toBe(true);
    expect(answerSatisfiesEquations('x = 9', ['5(x+3) = 55'], ['x'])).toBe(false);
    expect(answerSatisfiesEquations('x = 6, y = 4', ['x + y = 10', 'x - y = 2'], ['x', 'y'])).toBe(true);
    expect(answerSatisfiesEquations('x = 6', ['x + y = 10', 'x - y = 2'], ['x', 'y'])).toBe(false);
  });

  it('checks "no solution", "every number" and "no single solution" claims', () => {
    expect(specialAnswerHolds('no solution', '5(y + 1) = 5y + 2', 'y')).toBe(true);
    expect(specialAnswerHolds('no solution', '2y = y + 1', 'y')).toBe(false);
    expect(specialAnswerHolds('every number is a solution', '2(y + 1) = 2y + 2', 'y')).toBe(true);
    expect(noSingleSolutionHolds('no single solution', ['x + 2y = 4', '2x + 4y = 9'], ['x', 'y'])).toBe(true);
    expect(noSingleSolutionHolds('no single solution', ['x + 2y = 4', '2x - 4y = 9'], ['x', 'y'])).toBe(false);
  });
});
