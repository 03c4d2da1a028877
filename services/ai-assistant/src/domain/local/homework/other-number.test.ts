import { describe, expect, it } from 'vitest';
import { solveProblem } from './solve-problem.js';
import { readOtherNumber } from './other-number.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('the other of two numbers', () => {
  it('takes the told number from the sum', () => {
    expect(readOtherNumber('The sum of two numbers is 62. One of the numbers is 27. What is the other number?')).toBe('n + 27 = 62');
    expect(answer('The sum of two numbers is 62. One of the numbers is 27. What is the other number?')).toBe('n = 35');
    expect(answer('The sum of two numbers is 50. The larger number is 31. What is the smaller number?')).toBe('n = 19');
  });

  it('adds a difference to the smaller number, or takes it from the larger', () => {
    expect(answer('The difference between two numbers is 24. The smaller number is 46. What is the larger number?')).toBe('n = 70');
    expect(answer('The difference between two numbers is 24. The larger number is 46. What is the smaller number?')).toBe('n = 22');
  });

  it('declines a difference with either side told, a side the sum contradicts, or the told side asked', () => {
    expect(readOtherNumber('The difference of two numbers is 100. If one of the numbers is 91, find the other number.')).toBeNull();
    expect(readOtherNumber('The sum of two numbers is 62. The smaller number is 40. What is the larger number?')).toBeNull();
    expect(readOtherNumber('The sum of two numbers is 62. The smaller number is 20. What is the smaller number?')).toBeNull();
  });
});
