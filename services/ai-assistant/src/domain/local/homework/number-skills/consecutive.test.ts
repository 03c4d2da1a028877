import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('consecutive integers with a told sum', () => {
  it('finds them, also even or odd ones and with the question after the sum', () => {
    expect(answer('Find three consecutive integers whose sum is 36.')).toBe('11, 12, 13');
    expect(answer('Find two consecutive even integers whose sum is 50')).toBe('24, 26');
    expect(answer('Find three consecutive odd integers whose sum is 57')).toBe('17, 19, 21');
    expect(answer('The sum of two consecutive odd numbers is 56. What are the numbers?')).toBe('27, 29');
    expect(answer('Find four consecutive integers that add up to -2')).toBe('-2, -1, 0, 1');
  });

  it('declines a sum no such numbers have (n not whole, or of the wrong parity)', () => {
    expect(answer('Find three consecutive integers whose sum is 37.')).toBeNull();
    // n + (n + 2) = 52 gives n = 25, not even.
    expect(answer('Find two consecutive even integers whose sum is 52')).toBeNull();
    expect(answer('Find two consecutive odd integers whose sum is 50')).toBeNull();
  });
});

describe('one of the consecutive integers asked', () => {
  it('answers the smallest, largest, second or middle one', () => {
    expect(solveNumberSkill('The sum of three consecutive integers is 72. What is the largest?')?.answer).toBe('25');
    expect(solveNumberSkill('The sum of three consecutive integers is 72. What is the smallest integer?')?.answer).toBe('23');
    expect(solveNumberSkill('The sum of two consecutive odd numbers is 56. What is the second number?')?.answer).toBe('29');
    expect(solveNumberSkill('The sum of three consecutive even integers is 48. What is the middle number?')?.answer).toBe('16');
  });

  it('declines a place the numbers do not have', () => {
    expect(solveNumberSkill('The sum of four consecutive integers is 38. What is the middle one?')).toBeNull();
    expect(solveNumberSkill('The sum of two consecutive integers is 39. What is the third number?')).toBeNull();
  });
});
