import { describe, expect, it } from 'vitest';
import { plainEachTold } from './plain-each-told.js';
import { solveStory } from '../story-solvers.js';

describe('equal groups told another way (asdiv)', () => {
  it('says a pack size as what each pack has', () => {
    expect(plainEachTold('Crayons can be purchased in boxes of 8. If Mia buys 7 boxes, how many crayons will she have?'))
      .toBe('Each box has 8 crayons. If Mia buys 7 boxes, how many crayons will she have?');
    expect(plainEachTold('Juice boxes are sold in packs of 6. Dad bought 9 packs. How many juice boxes did Dad buy?'))
      .toBe('Each pack has 6 juice boxes. Dad bought 9 packs. How many juice boxes did Dad buy?');
  });

  it('puts a price told after the count where the readers look for it', () => {
    expect(plainEachTold('If he bought four tires each for $60.00, how much did he spend?')).toBe('If he bought 4 tires for $60.00 each, how much did he spend?');
  });

  it('tells a gift to each of a group as the group and the gift', () => {
    expect(plainEachTold('Chris gave his 35 friends 12 pieces of candy each. How many pieces of candy did Chris give away?'))
      .toBe('Chris has 35 friends. Chris gave each friend 12 pieces of candy. How many pieces of candy did Chris give away?');
  });

  it('tells groups "each having" as what each group has', () => {
    expect(plainEachTold('If there are 4 swamps, each having 356 reptiles, how many reptiles are there?'))
      .toBe('There are 4 swamps. Each swamp has 356 reptiles, how many reptiles are there?');
    expect(plainEachTold('The shop sells their hats for $16. They sold 45 hats. How much money did they make?'))
      .toBe('Each hat sells for $16. They sold 45 hats. How much money did they make?');
    expect(plainEachTold('The shop makes $9 dollars off each t-shirt sold.')).toBe('The shop earns $9 for each t-shirt sold.');
  });

  it('leaves people, pronouns and other sizes alone', () => {
    const people = 'Students come in groups of 4. There are 9 groups. How many students are there?';
    const pronoun = 'They come in packs of 6. Dad bought 9 packs. How many did Dad buy?';
    const notEach = 'Kim bought 3 hats for $12. How much did she spend?';
    expect([plainEachTold(people), plainEachTold(pronoun), plainEachTold(notEach)]).toEqual([people, pronoun, notEach]);
  });

  it('solves the stories the rewrites make plain', () => {
    expect(solveStory('White t-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many white t-shirts will she have?')?.answer).toBe('426 t-shirts');
    expect(solveStory('Stanley bought four tires each for $60. How much did he spend on tires in total?')?.answer).toBe('$240');
    expect(solveStory('Ana gave her 6 students 4 pencils each. How many pencils did Ana give away?')?.answer).toBe('24 pencils');
    expect(solveStory('There are 6 ponds in the park, each having 175 fish. How many fish are in the ponds?')?.answer).toBe('1050 fish');
    expect(solveStory('The shop sells their hats for $16. Last week they sold 45 hats. How much money did they make last week?')?.answer).toBe('$720');
  });

  it('declines near misses: another thing, another container, another person, a second kind', () => {
    expect(solveStory('Pencils come in packages of 12. Tom buys 5 packages. How many erasers does Tom have?')).toBeNull();
    expect(solveStory('Pencils come in packages of 12. Tom buys 5 boxes. How many pencils does Tom have?')).toBeNull();
    expect(solveStory('Ana gave her 6 students 4 pencils each. How many pencils did Ben give away?')).toBeNull();
    expect(solveStory('There are 4 swamps, each having 356 reptiles and 10 frogs. How many reptiles are in the swamps?')).toBeNull();
    expect(solveStory('The shop sells their hats for $16. Last week they sold 45 hats and 10 scarves. How much money did they make in all?')).toBeNull();
  });
});
