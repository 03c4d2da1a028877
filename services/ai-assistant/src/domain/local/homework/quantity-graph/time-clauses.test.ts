import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { clauseAtTime } from './time-clauses.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('ages told at another time', () => {
  it('reads the time a clause is told at', () => {
    expect(clauseAtTime('@ann will be 20 years old in 4 years')).toMatchObject({ clause: '@ann is 20 years old' });
    expect(clauseAtTime('5 years ago @ann was twice @bo')?.years.valueOf()).toBe(-5);
    expect(clauseAtTime('in 4 years @ann will be as old as @bo is now')).toBeNull();
    expect(clauseAtTime('@ann has 20 cards')).toBeNull();
  });

  it('moves each age told then back to today', () => {
    expect(answer('Pam will be 25 years old in 5 years. Lee is 3 years older than Pam. How old is Lee now?')).toBe('23 years');
    expect(answer('In 4 years, Pam will be twice as old as Lee. If Lee is 6 years old now, how old is Pam now?')).toBe('16 years');
    expect(answer('6 years ago Pam was 3 times as old as Lee. Lee is 10 years old. How old is Pam?')).toBe('18 years');
  });

  it('declines a time the question keeps unsaid, and amounts that do not grow with the years', () => {
    expect(answer('Pam is twice as old as Lee. In 2 years, she will be 30. How old will Lee be?')).toBeNull();
    expect(answer('Pam is 20 years old. 3 years ago, the tree was twice the height of Pam. How tall is the tree?')).toBeNull();
    expect(answer('Lee is 5 years younger than Pam. If Pam is 20 years old now, how old will Lee be next year?')).toBe('16 years');
  });
});
