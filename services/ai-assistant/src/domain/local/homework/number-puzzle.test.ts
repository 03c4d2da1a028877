import { describe, expect, it } from 'vitest';
import { readNumberPuzzle } from './number-puzzle.js';
import { solveProblem } from './solve-problem.js';

const answer = (statement: string): string | null => solveProblem(statement)?.answer ?? null;

describe('number puzzles said in words', () => {
  it('writes the puzzle as one equation in n', () => {
    expect(readNumberPuzzle('Twice a number is 18. Find the number.')?.equation).toBe('2 * n = 18');
    expect(readNumberPuzzle('If 5 more than twice a number is 17, what is the number?')?.equation).toBe('(2 * n) + 5 = 17');
  });

  it('solves it, the number told before or after the question, checked by putting it back', () => {
    expect(answer('A number plus 5 is 12. What is the number?')).toBe('n = 7');
    expect(answer('Twice a number is 18. Find the number.')).toBe('n = 9');
    expect(answer('If 5 more than twice a number is 17, what is the number?')).toBe('n = 6');
    expect(answer('Find the number if 3 times the number is 27.')).toBe('n = 9');
    expect(answer('Half of a number is 9. What is the number?')).toBe('n = 18');
    expect(answer('The product of a number and 6 equals 42. Find the number.')).toBe('n = 7');
    expect(answer('Twice a number is 3 more than the number. Find the number.')).toBe('n = 3');
    expect(answer('The difference between a number and 3 is 10. What is the number?')).toBe('n = 13');
  });

  it('declines groupings that disagree, units, an extra number and a second unknown', () => {
    // 3n − 4 or 3(n − 4): the words alone do not say which.
    expect(answer('Three times a number decreased by 4 is 11. Find the number.')).toBeNull();
    expect(answer('A number plus 5 is 12 apples. What is the number?')).toBeNull();
    expect(answer('A number plus 5 is 12 and 3. What is the number?')).toBeNull();
    expect(answer('A number plus another number is 12. What is the number?')).toBeNull();
    expect(answer('A number plus 5 is 12. What is twice the number?')).toBeNull();
  });

  it('gives both numbers when the number is squared, and declines when the roots are not exact', () => {
    expect(answer('A number squared is 49. What is the number?')).toBe('n = -7 or n = 7');
    expect(answer('The square of a number is 64. Find the number.')).toBe('n = -8 or n = 8');
    expect(answer('If a number squared plus 1 is 50, what is the number?')).toBe('n = -7 or n = 7');
    expect(answer('A number squared is 50. What is the number?')).toBeNull();
    expect(answer('The square of a number minus 4 is 0. What is the number?')).toBeNull();
  });

  it('finds two numbers from their sum and one more fact, as a system', () => {
    expect(answer('The sum of two numbers is 20 and their difference is 4. Find the numbers.')).toBe('x = 12, y = 8');
    expect(answer('Two numbers add up to 50 and differ by 10. What are they?')).toBe('x = 30, y = 20');
    expect(answer('The sum of two numbers is 30. One number is twice the other. Find the numbers.')).toBe('x = 20, y = 10');
    expect(answer('The sum of two numbers is 25. One number is 5 more than the other. Find the numbers.')).toBe('x = 15, y = 10');
    expect(answer('The sum of two numbers is 20 and their difference is 4. Find the larger number.')).toBeNull();
    expect(answer('The sum of two numbers is 20 and their difference is 4 and 5. Find the numbers.')).toBeNull();
  });
});
