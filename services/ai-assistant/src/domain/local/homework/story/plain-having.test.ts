import { describe, expect, it } from 'vitest';
import { plainHaving } from './plain-having.js';
import { solveStory } from '../story-solvers.js';

describe('having said another way', () => {
  it('says "the number of things someone has is N" as "someone has N things"', () => {
    expect(plainHaving('The number of pens Omar had was 42, but he lost 5.')).toBe('Omar had 42 pens, but he lost 5.');
    expect(plainHaving('If the total number of blue cards that Ana has is 30, how many …')).toBe('If Ana has 30 blue cards, how many …');
    expect(plainHaving('The number of shells they own is 12.')).toBe('They have 12 shells.');
  });

  it('leaves a number that compares or belongs to no owner alone', () => {
    for (const story of ['The number of cats Ben has is 3 more than Lu has.', 'The number of people who came was 40.']) {
      expect(plainHaving(story)).toBe(story);
    }
  });

  it('says owning and possessing as having', () => {
    expect(plainHaving('Ida possesses 12 cards. Ida was originally in possession of 12 cards.')).toBe('Ida has 12 cards. Ida originally had 12 cards.');
    expect(plainHaving('There were 40 cards owned by Ida.')).toBe('Ida had 40 cards.');
    expect(plainHaving('The number of cards Ida has is 7 red and 3 blue.')).toBe('The number of cards Ida has is 7 red and 3 blue.');
  });

  it('drops "a total of" for one owner whose sentence ends there', () => {
    expect(plainHaving('Rosa has a total of 16 beads. She buys 4 more.')).toBe('Rosa has 16 beads. She buys 4 more.');
    expect(plainHaving('Rosa had a total of 16 beads initially.')).toBe('Rosa had 16 beads initially.');
  });

  it('keeps "a total of" over parts or over two owners', () => {
    for (const story of ['Rosa has a total of 16 beads, of which 5 are red.', 'Rosa and Li have a total of 16 beads.']) {
      expect(plainHaving(story)).toBe(story);
    }
  });

  it('solves the story once its having is plain', () => {
    expect(solveStory('The number of pens Omar had was 42, but then a goat ate 5 of them. How many pens did Omar have left?')?.answer).toBe('37 pens');
  });
});
