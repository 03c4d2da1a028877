import { describe, expect, it } from 'vitest';
import { plainToldCount } from './plain-told-count.js';
import { solveStory } from '../story-solvers.js';

describe('a count told as "the number of"', () => {
  it('says it as "there are", keeping a told total', () => {
    expect(plainToldCount('The total number of tickets is 81 and there are 9 students.')).toBe('There are 81 tickets in total and there are 9 students.');
    expect(plainToldCount('If the number of guests was 12, how many tables are needed?')).toBe('If there were 12 guests, how many tables are needed?');
  });

  it('leaves two kinds, a comparison and a told owner alone', () => {
    for (const text of ['The total number of boys and girls is 30.', 'The number of pens is 7 more than the number of pencils.', 'The number of apples picked by Mike was 7.', 'The total number of money is 5.']) {
      expect(plainToldCount(text)).toBe(text);
    }
  });

  it('lets the readers share and split the told count', () => {
    expect(solveStory('If the total number of tickets is 81 and there are 9 students, what is the number of tickets that each student gets if they are divided equally among them?')?.answer).toBe('9 tickets');
    expect(solveStory('The total number of students is 30 and 12 of them are boys. How many girls are there?')?.answer).toBe('18 girls');
    expect(solveStory('The total number of students is 30 and 12 of them are boys. How many boys are there?')).toBeNull();
    expect(solveStory('The total number of tickets is 81 and there are 9 students. How many pens does each student get?')).toBeNull();
  });
});
