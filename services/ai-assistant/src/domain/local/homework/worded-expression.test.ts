import { describe, expect, it } from 'vitest';
import { impliedNumbers, readWordedExpression } from './worded-expression.js';
import { solveProblem } from './solve-problem.js';

const answer = (statement: string): string | null => solveProblem(statement)?.answer ?? null;

describe('expressions said in words', () => {
  it('writes the expression the words mean, innermost phrase first', () => {
    expect(readWordedExpression('3 more than twice 5')).toBe('(2 * 5) + 3');
    expect(readWordedExpression('the sum of 4 and the product of 2 and 6')).toBe('4 + (2 * 6)');
    expect(readWordedExpression('half of the difference between 20 and 8')).toBe('(20 - 8) / 2');
    expect(impliedNumbers('3 more than twice the square of 5')).toEqual(['2', '2']);
  });

  it('answers them, with number words too, checked against the expression', () => {
    expect(answer('What is 3 more than twice 5?')).toBe('13');
    expect(answer('What is three more than twice five?')).toBe('13');
    expect(answer('Find the sum of 4 and the product of 2 and 6.')).toBe('16');
    expect(answer('Evaluate the square of the sum of 2 and 3.')).toBe('25');
    expect(answer('What is the quotient of 24 and the sum of 2 and 4?')).toBe('4');
    expect(answer('What is twice the sum of 3 and 4?')).toBe('14');
    expect(answer('What is 2 more than 3 more than 4?')).toBe('9');
    expect(answer('What is 10 less than 4?')).toBe('-6');
  });

  it('declines words whose groupings give different values, or that name no number', () => {
    // 3 × 4 − 5 or (3 − 5) × 4: the words alone do not say which.
    expect(readWordedExpression('5 less than 3 times 4')).toBeNull();
    expect(answer('What is 5 less than 3 times 4?')).toBeNull();
    expect(answer('What is 4 times 3 plus 2?')).toBeNull();
    expect(answer('What is 3 more than a number?')).toBeNull();
    expect(answer('What is 3 more than twice 5 apples?')).toBeNull();
    expect(answer('What is the product of 2, 3 and 4?')).toBeNull();
  });

  it('reads letters whose values are told, before or after the words', () => {
    expect(readWordedExpression('x squared plus 3', { x: '4' })).toBe('(x ^ 2) + 3');
    expect(answer('What is x squared plus 3 when x = 4?')).toBe('19');
    expect(answer('If x = 4, what is x squared plus 3?')).toBe('19');
    expect(answer('What is the sum of x and y when x = 3 and y = 4?')).toBe('7');
    expect(answer('Evaluate the product of x and 7 for x = -2.')).toBe('-14');
  });

  it('declines letters not told, groupings that disagree once the values are in, and a told value taken for an equation', () => {
    expect(readWordedExpression('x squared plus 3')).toBeNull();
    expect(answer('What is x squared plus 3 when y = 4?')).toBeNull();
    expect(answer('What is 5 less than 3 times x when x = 4?')).toBeNull();
    // "x = 5" is the value told, not an equation whose answer is x = 5.
    expect(answer('Find x cubed plus y when x = 5.')).toBeNull();
    // Read as the equation with x = 4 put in, never as "x = 4".
    expect(answer('y = 2x + 1. What is y when x = 4?')).toBe('y = 9');
  });
});
