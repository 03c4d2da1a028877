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
    expect(plainGroups('If each of the 9 tables at a restaurant has 7 women and 3 men, how many customers are there?')).toBe('If there are 9 tables at a restaurant and each table has 7 women and 3 men, how many customers are there?');
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

  it('reads a size with nothing after it as the one thing the story counts, or people when it counts only people', () => {
    expect(plainGroups('There are 15 shapes. How many groups of 3 can you make with them?')).toBe('There are 15 shapes. There are 3 shapes in each group. How many groups can you make with them?');
    expect(solveStory('The debate team consists of 26 boys and 46 girls. How many groups of 9 could be formed from the team members?')?.answer).toBe('8 groups');
    // Two kinds that are not people, or a story that counts the groups themselves: the size stays unread.
    const kinds = 'Maria has 5 apples and 19 pears. How many bags of 8 can she make?';
    expect(plainGroups(kinds)).toBe(kinds);
    const groupsCounted = 'Maria has 24 cookies and 3 bags. How many bags of 8 can she make?';
    expect(plainGroups(groupsCounted)).toBe(groupsCounted);
    expect(solveStory(groupsCounted)).toBeNull();
  });

  it('counts the people named as sharing a whole equally', () => {
    expect(plainGroups('Ana, Bo, and Cy share 27 nuts equally. How many nuts will each of them get?')).toBe('27 nuts are shared equally among 3 people. How many nuts will each person get?');
    expect(solveStory('Ana, Bo, and Cy share 27 nuts equally. How many nuts will each of them get?')?.answer).toBe('9 nuts');
    const unequal = 'Ana and Bo share 27 nuts. How many nuts will each of them get?';
    expect(plainGroups(unequal)).toBe(unequal);
  });

  it('names the people asked about as "each of them" when one kind of people is counted', () => {
    expect(plainGroups('Mo has 20 stickers and 3 books. He gives the stickers equally to 4 friends. How many stickers will each of them get?')).toBe('Mo has 20 stickers and 3 books. He gives the stickers equally to 4 friends. How many stickers will each friend get?');
    expect(plainGroups('There are 5 vans, and each one of them has 9 seats.')).toBe('There are 5 vans, and each van has 9 seats.');
    const twoKinds = '4 boys and 4 girls share 24 grapes. How many grapes will each of them get?';
    expect(plainGroups(twoKinds)).toBe(twoKinds);
  });

  it('leaves "each of the" after a preposition and questions about each alone', () => {
    const story = 'There are 5 pens in each of the 3 boxes. How many pens will each of them get?';
    expect(plainGroups(story)).toBe(story);
  });
});
