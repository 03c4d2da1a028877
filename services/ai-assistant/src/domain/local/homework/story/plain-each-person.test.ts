import { describe, expect, it } from 'vitest';
import { plainEachPerson } from './plain-each-person.js';
import { plainOfWhom } from './plain-of-whom.js';
import { solveStory } from '../story-solvers.js';

describe('people named together who each did the same', () => {
  it('tells each one by one', () => {
    expect(plainEachPerson('Liv and Max each have 8 stamps. How many stamps do they have in all?'))
      .toBe('Liv has 8 stamps and Max has 8 stamps. How many stamps do they have in all?');
    expect(plainEachPerson('If Liv, Max, and Ola both picked 6 pears, how many pears did they pick?'))
      .toBe('If Liv picked 6 pears, Max picked 6 pears and Ola picked 6 pears, how many pears did they pick?');
  });

  it('solves the totals it makes plain', () => {
    expect(solveStory('Liv and Max each have 8 stamps. How many stamps do they have in all?')?.answer).toBe('16 stamps');
    expect(solveStory('Liv, Max and Ola each bought 6 pears. How many pears did they buy altogether?')?.answer).toBe('18 pears');
  });

  it('leaves an amount with more after it, or unnamed people, alone', () => {
    const more = 'Liv and Max each have 8 stamps and 2 cards. How many stamps do they have?';
    const unnamed = 'Liv and her 3 friends each have 8 stamps. How many stamps do they have?';
    expect([more, unnamed].map(plainEachPerson)).toEqual([more, unnamed]);
  });
});

describe('people counted as part of a group', () => {
  it('says "of whom" as "of them"', () => {
    expect(plainOfWhom('A club has 20 members, 8 of whom are girls. How many members are not girls?'))
      .toBe('A club has 20 members, and 8 of them are girls. How many members are not girls?');
    expect(solveStory('A club has 20 members, 8 of whom are girls. How many members are not girls?')?.answer).toBe('12 members');
  });
});
