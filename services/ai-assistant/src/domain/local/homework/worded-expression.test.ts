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

  it('follows the order of operations: a product takes no sum as a part, "twice" and "squared" hold on to one part', () => {
    expect(readWordedExpression('5 less than 3 times 4')).toBe('(3 * 4) - 5');
    expect(answer('What is 5 less than 3 times 4?')).toBe('7');
    expect(answer('What is 4 times 3 plus 2?')).toBe('14');
    expect(answer('What is 10 minus 4 plus 3?')).toBe('9');
    expect(answer('What is 7 squared minus 4 squared?')).toBe('33');
    expect(answer('Find twice a plus 1 if a = 5')).toBe('11');
    expect(answer('Three times a number minus 4 is 11. Find the number.')).toBe('n = 5');
    expect(answer('Twice a number plus 5 is 17. What is the number?')).toBe('n = 6');
  });

  it('declines words whose groupings give different values, or that name no number', () => {
    // (2 + 3)² or 2 + 3²: "the sum of" groups, and the words do not say whether "squared" takes the sum.
    expect(readWordedExpression('the sum of 2 and 3 squared')).toBeNull();
    expect(answer('What is half of the sum of 4 and 6 times 2?')).toBeNull();
    // (7 − 4²)² or 7² − 4²; n/2 + 3 or (n + 3)/2.
    expect(answer('What is the square of 7 minus the square of 4?')).toBeNull();
    expect(answer('Half of a number plus 3 is 10. What is the number?')).toBeNull();
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
    expect(answer('What is 5 less than 3 times x when x = 4?')).toBe('7');
    expect(answer('What is the sum of x and 3 squared when x = 4?')).toBeNull();
    // "x = 5" is the value told, not an equation whose answer is x = 5.
    expect(answer('Find x cubed plus y when x = 5.')).toBeNull();
    // Read as the equation with x = 4 put in, never as "x = 4".
    expect(answer('y = 2x + 1. What is y when x = 4?')).toBe('y = 9');
  });
});
