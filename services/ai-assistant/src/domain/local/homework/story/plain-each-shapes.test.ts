import { describe, expect, it } from 'vitest';
import { plainEachShapes } from './plain-each-shapes.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('equal groups said another way', () => {
  it('says a trailing "each having" as an "each" clause', () => {
    expect(plainEachShapes('The team has 22 players, each having 11 balls.')).toBe('The team has 22 players and each player has 11 balls.');
    expect(plainEachShapes('There are 4 boxes, each containing 6 pens.')).toBe('There are 4 boxes and each box contains 6 pens.');
  });

  it('says things that each have some as a count of them and an "each" clause', () => {
    expect(plainEachShapes('5 boys each had 3 apples.')).toBe('There were 5 boys and each boy had 3 apples.');
    expect(plainEachShapes('If nine children each have two candies, how many?')).toBe('If there are nine children and each child has two candies, how many?');
  });

  it('says "with some on each one" as some on each of them, and leaves a group that is no plural', () => {
    expect(plainEachShapes('There are 84 leaves with 139 ladybugs on each one.')).toBe('There are 139 ladybugs on each of the 84 leaves.');
    expect(plainEachShapes('She has 1 box, each with 6 pens.')).toBe('She has 1 box, each with 6 pens.');
  });

  it('solves the plain story and declines the near misses', () => {
    expect(answer('If the team has 22 players, each having 11 balls, how many balls do they have in total?')).toBe('242 balls');
    expect(answer('If nine children each have two candies, how many candies do they have in total?')).toBe('18 candies');
    expect(answer('If there are 84 leaves with 139 ladybugs on each one, how many ladybugs are there in total?')).toBe('11676 ladybugs');
    expect(answer('The team has 22 players, each having 11 balls. How many players have no balls?')).toBeNull();
    expect(answer('Nine children each have two candies. How many candies does the teacher have?')).toBeNull();
  });
});
