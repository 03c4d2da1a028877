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

  it('tells the size of a group asked about as a fact of its own', () => {
    expect(plainGroups('Liam has 42 cards. How many sets consisting of 6 cards can he make?')).toBe('Liam has 42 cards. There are 6 cards in each set. How many sets can he make?');
    expect(plainGroups('If a club has 40 members, how many teams of 5 members can it form?')).toBe('A club has 40 members. There are 5 members in each team. How many teams can it form?');
    expect(solveStory('If a club has 40 members, how many teams of 5 members can it form?')?.answer).toBe('8 teams');
  });

  it('counts the people named as sharing a whole equally', () => {
    expect(plainGroups('Ana, Bo, and Cy share 27 nuts equally. How many nuts will each of them get?')).toBe('27 nuts are shared equally among 3 people. How many nuts will each person get?');
    expect(solveStory('Ana, Bo, and Cy share 27 nuts equally. How many nuts will each of them get?')?.answer).toBe('9 nuts');
    const unequal = 'Ana and Bo share 27 nuts. How many nuts will each of them get?';
    expect(plainGroups(unequal)).toBe(unequal);
  });

  it('leaves "each of the" after a preposition and questions about each alone', () => {
    const story = 'There are 5 pens in each of the 3 boxes. How many pens will each of them get?';
    expect(plainGroups(story)).toBe(story);
  });
});
