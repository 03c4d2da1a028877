import { describe, expect, it } from 'vitest';
import { plainGroups } from './plain-groups.js';
import { solveStory } from '../story-solvers.js';

describe('plain forms of equal groups', () => {
  it('names the things "each of them" stands for', () => {
    expect(plainGroups('Ivy has 6 cats, and each of them has 4 kittens.')).toBe('Ivy has 6 cats, and each cat has 4 kittens.');
    expect(solveStory('Ivy has 6 cats, and each of them has 4 kittens. How many kittens are there?')?.answer).toBe('24 kittens');
  });

  it('tells the groups first when "each of the N things" leads', () => {
    expect(plainGroups('If each of the 30 pupils brings 2 pencils, how many pencils are there?')).toBe('If there are 30 pupils and each pupil brings 2 pencils, how many pencils are there?');
    expect(plainGroups('Each of the 4 red vans carried 9 boxes.')).toBe('There were 4 red vans and each red van carried 9 boxes.');
    expect(solveStory('If each of the 30 pupils brings 2 pencils, how many pencils are there in all?')?.answer).toBe('60 pencils');
  });

  it('splits "each of which had" into its own sentence', () => {
    expect(plainGroups('The hall had 7 rows, each of which had 12 seats.')).toBe('The hall had 7 rows. Each row had 12 seats.');
  });

  it('leaves "each of the" after a preposition and questions about each alone', () => {
    const story = 'There are 5 pens in each of the 3 boxes. How many pens will each of them get?';
    expect(plainGroups(story)).toBe(story);
  });
});
