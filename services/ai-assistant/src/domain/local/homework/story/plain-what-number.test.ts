import { describe, expect, it } from 'vitest';
import { plainWhatNumber } from './plain-what-number.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a count asked as "what is the … number"', () => {
  it('asks the fewest or most of a packing or buying as "how many"', () => {
    expect(plainWhatNumber('Each box holds 9 cups. What is the minimum number of boxes needed?')).toBe('Each box holds 9 cups. How many boxes are needed?');
    expect(plainWhatNumber('He has 16 dollars. What is the maximum number of 2-dollar games he can buy with his money?'))
      .toBe('He has 16 dollars. How many 2-dollar games can he buy with his money?');
    expect(plainWhatNumber('It takes 8 apples for each pie. What is the maximum number of pies that can be made?')).toBe('It takes 8 apples for each pie. How many pies can be made?');
  });

  it('leaves a common factor asked of equal groups, or things the story never told, as it was', () => {
    expect(plainWhatNumber('She seats 5 guests per table. What is the minimum number of chairs needed?')).toBe('She seats 5 guests per table. What is the minimum number of chairs needed?');
    const story = 'Jo has 18 red and 24 blue beads. What is the maximum number of bags she can make with the same beads in each?';
    expect(plainWhatNumber(story)).toBe(story);
  });

  it('asks a total score as the points scored', () => {
    expect(plainWhatNumber("What was the team's total score?")).toBe('How many points did the team score in total?');
    expect(plainWhatNumber('What is the total score of the team?')).toBe('How many points does the team score in total?');
    expect(plainWhatNumber('What is the total score?')).toBe('What is the total score?');
  });

  it('solves the plain story and declines the near misses', () => {
    expect(answer('There are 63 magazines. Each box holds exactly 9 magazines. What is the minimum number of boxes needed?')).toBe('7 boxes');
    expect(answer('There are 12 guests at the party. She seats 5 guests per table. What is the minimum number of tables needed?')).toBe('3 tables');
    expect(answer('60 feet of cotton is available, and each shirt needs 4 feet of cotton. What is the maximum number of shirts you can make?')).toBe('15 shirts');
    expect(answer('There are 12 guests at the party. She seats 5 guests per table. What is the minimum number of chairs needed?')).toBeNull();
    expect(answer('Jo has 18 red beads and 24 blue beads. What is the maximum number of bags she can make with the same beads in each?')).toBe('6 bags');
  });
});
