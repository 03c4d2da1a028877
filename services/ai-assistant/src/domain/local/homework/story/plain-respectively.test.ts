import { describe, expect, it } from 'vitest';
import { plainRespectively } from './plain-respectively.js';
import { solveStory } from '../story-solvers.js';

describe('amounts matched to people by "respectively"', () => {
  it('tells each person with their amount', () => {
    expect(plainRespectively('Ada, Bo, and Cam caught 5, 2, and 7 fish respectively. How many fish did they catch?'))
      .toBe('Ada caught 5 fish, Bo caught 2 fish and Cam caught 7 fish. How many fish did they catch?');
    expect(plainRespectively('Ada and Bo have 12 and 30 stickers, respectively. How many more stickers does Bo have?'))
      .toBe('Ada has 12 stickers and Bo has 30 stickers. How many more stickers does Bo have?');
  });

  it('solves the stories it makes plain', () => {
    expect(solveStory('Ada, Bo, and Cam caught 5, 2, and 7 fish respectively. How many fish did they catch in all?')?.answer).toBe('14 fish');
    expect(solveStory('Ada and Bo have 12 and 30 stickers, respectively. How many more stickers does Bo have than Ada?')?.answer).toBe('18 stickers');
  });

  it('leaves counts that do not match the names alone', () => {
    const story = 'Ada and Bo caught 5, 2, and 7 fish respectively. How many fish did they catch?';
    expect(plainRespectively(story)).toBe(story);
  });
});
