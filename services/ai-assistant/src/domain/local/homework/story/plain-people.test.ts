import { describe, expect, it } from 'vitest';
import { plainPeople } from './plain-people.js';
import { solveStory } from '../story-solvers.js';

describe('people counted as "individuals" or "persons"', () => {
  it('says "people"', () => {
    expect(plainPeople('Each seat holds 6 individuals. How many persons can ride?')).toBe('Each seat holds 6 people. How many people can ride?');
    expect(plainPeople('Individuals in line: 12.')).toBe('People in line: 12.');
  });

  it('leaves "individual" describing a thing alone', () => {
    const story = 'She packed 12 cookies in individual bags.';
    expect(plainPeople(story)).toBe(story);
  });

  it('lets the readers count the people, and declines what is not told', () => {
    expect(solveStory('A Ferris wheel has 14 seats, and each seat can hold 6 people. What is the total number of individuals that can ride it at once?')?.answer).toBe('84 people');
    expect(solveStory('If 52 people in Oakton are grown-ups and 29 are children, what is the total number of individuals in the town?')?.answer).toBe('81 people');
    expect(solveStory('A Ferris wheel has 14 seats, and each seat can hold 6 people. What is the total number of seats on 3 wheels?')?.answer).not.toBe('84 people');
    expect(solveStory('If 52 people in Oakton are grown-ups and 29 dogs live there, what is the total number of individuals in the town?')).toBeNull();
  });
});
