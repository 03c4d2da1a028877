import { describe, expect, it } from 'vitest';
import { plainPossessed } from './plain-possessed.js';
import { solveStory } from '../story-solvers.js';

describe('plain forms of a question asked through a possessive', () => {
  it('asks for the points of a summed-up score', () => {
    expect(plainPossessed('What was her final score?')).toBe('How many points did she score in total?');
    expect(plainPossessed("If each goal is 2 points, what is Leo's total score in the match?")).toBe('If each goal is 2 points, how many points did Leo score in total in the match?');
    expect(plainPossessed("What was the class's combined score?")).toBe('How many points did the class score in total?');
  });

  it('asks what the owner has for "her total number of"', () => {
    expect(plainPossessed("What is Ann's total number of stamps?")).toBe('How many stamps does Ann have in total?');
    expect(plainPossessed('Calculate their total number of green kites.')).toBe('How many green kites do they have in total?');
    expect(plainPossessed('What would be his earnings?')).toBe('How much money would he earn in total?');
  });

  it('leaves a bare score alone: it may be one value told', () => {
    expect(plainPossessed("What was Rita's score?")).toBe("What was Rita's score?");
  });

  it('lets the readers solve the plain question', () => {
    expect(solveStory('Mia scored 30 points in the first round and 25 points in the second round. She lost 6 points in the last round. What was her final score?')?.answer).toBe('49 points');
  });
});
