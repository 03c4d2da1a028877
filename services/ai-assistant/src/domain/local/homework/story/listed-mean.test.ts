import { describe, expect, it } from 'vitest';
import { solveListedMean } from './listed-mean.js';
import { solveStory } from '../story-solvers.js';

describe('the mean of a recorded list (asdiv-more)', () => {
  it('adds the list and divides by its count, exact when it does not end', () => {
    expect(solveListedMean('Dave counted the cars in the parking lots. He counted: 30, 14, 14, 21 and 25. What is the mean of the cars he counted?')?.answer).toBe('20.8');
    expect(solveListedMean('Amy recorded the results: 1, 6, 10, 4, 3, 3, 11, 3 and 10. What is the mean of the results?')?.answer).toBe('17/3 (about 5.67)');
    expect(solveListedMean('Cody counted the number of times people sharpened pencils: 13, 8, 13, 21, 7 and 23. What is the mean of the numbers?')?.answer).toBe('85/6 (about 14.17)');
  });

  it('is one of the story readers', () => {
    expect(solveStory('Nancy counted: 6, 12, 1, 12, 7, 3 and 8. What is the mean of the people?')?.answer).toBe('7');
  });

  it('declines another number, a change, another statistic and two lists', () => {
    const declined = [
      'Dave counted: 30, 14, 14, 21 and 25. He counted 3 more lots later. What is the mean of the cars he counted?',
      'Dave counted: 30, 14, 14, 21 and 25. What is the median of the cars he counted?',
      'Dave counted: 30, 14, 14, 21 and 25, but 2 of the lots were left out. What is the mean?',
      'Dave counted: 30, 14 and 25. Ann counted: 3, 4 and 5. What is the mean?',
      'Dave counted: 30 and 25. What is the mean?',
      'Dave counted: 30, 14, 14, 21 and 25. What is the mean of the 3 largest?',
      'Dave counted: 30, 14, 14, 21 and 25. How many cars did he count?',
    ];
    expect(declined.map((story) => solveListedMean(story)?.answer ?? null)).toEqual(declined.map(() => null));
  });
});
