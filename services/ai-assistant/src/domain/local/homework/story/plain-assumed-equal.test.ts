import { describe, expect, it } from 'vitest';
import { plainAssumedEqual } from './plain-assumed-equal.js';

describe('plain assumed equal: an assumption of equal amounts after the question', () => {
  it('drops the assumption and the question\'s "on average"', () => {
    expect(plainAssumedEqual('There were 323 games in 17 months. How many games were played per month on average, assuming the same number of games were played each month?'))
      .toBe('There were 323 games in 17 months. How many games were played per month?');
    expect(plainAssumedEqual('There were 323 games in 17 months. What was the average number of games played each month, assuming that the games were equally distributed?'))
      .toBe('There were 323 games in 17 months. What was the number of games played each month?');
  });

  it('keeps an assumption with a number, of something else, or before the question', () => {
    const number = 'Sam read 120 pages. How many pages did he read each day, assuming he read for 10 days?';
    expect(plainAssumedEqual(number)).toBe(number);
    const other = 'Sam read 120 pages in 10 days. How many pages did he read each day on average, assuming he rested on Sunday?';
    expect(plainAssumedEqual(other)).toBe(other);
    const first = 'Sam has 5 pages left. Assuming each page has an equal number of questions, how many questions are on each page?';
    expect(plainAssumedEqual(first)).toBe(first);
  });
});
