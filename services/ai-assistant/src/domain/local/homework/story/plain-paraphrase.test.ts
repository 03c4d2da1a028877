import { describe, expect, it } from 'vitest';
import { plainAddedToHad, plainAlreadyHeld, plainClauseBreaks, plainExtraAsked, plainHyphenPrice, plainNumberIs, plainPartPassive, plainRateAfterVerb } from './plain-paraphrase.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('paraphrased stories said back in the plain wording', () => {
  it('tells facts joined by ", then" or to the question by ", and if" one sentence at a time', () => {
    expect(plainClauseBreaks('A drawer had 27 pencils, then Nancy put 45 more pencils in it.')).toBe('A drawer had 27 pencils. Then Nancy put 45 more pencils in it.');
    expect(plainClauseBreaks('Emily got 18 candies, and if she eats 9 candies each day, how many days will they last?'))
      .toBe('Emily got 18 candies. If she eats 9 candies each day, how many days will they last?');
    // no subject after "then", or no question after "and if": left as it was
    expect(plainClauseBreaks('She sold one, then brought home 5 fish.')).toBe('She sold one, then brought home 5 fish.');
    expect(plainClauseBreaks('Emily got 18 candies, and if she wants more she asks.')).toBe('Emily got 18 candies, and if she wants more she asks.');
  });

  it('reads a count told as "the number of … by NAME" or "… in the park"', () => {
    expect(plainNumberIs('The number of blue balloons held by Joan is 40 and by Melanie is 41.')).toBe('Joan has 40 blue balloons and Melanie has 41 blue balloons.');
    expect(plainNumberIs('The number of apples picked by Mike was 7.')).toBe('Mike picked 7 apples.');
    expect(plainNumberIs('The total amount of pumpkins grown by Sandy and Mike is 74.')).toBe('Sandy and Mike grew 74 pumpkins.');
    expect(plainNumberIs('The number of trees in the park is 25, but workers cut 3.')).toBe('There are 25 trees in the park, but workers cut 3.');
    // a number said with its unit after it, or a rate: left as it was
    expect(plainNumberIs('The number of apples picked by Mike was 7 more than Ann.')).toBe('The number of apples picked by Mike was 7 more than Ann.');
  });

  it('says a rate after its passive verb before the verb', () => {
    expect(plainRateAfterVerb('8 puppies are adopted each day.')).toBe('8 puppies a day are adopted.');
    expect(plainRateAfterVerb('If 8 books are checked out daily, how long …?')).toBe('If 8 books a day are checked out, how long …?');
    expect(plainRateAfterVerb('8 puppies are adopted on Monday.')).toBe('8 puppies are adopted on Monday.');
  });

  it('tells a part of the one amount in a sentence of its own, naming its things', () => {
    expect(plainPartPassive('Sara had 43 pumpkins, but 23 of them were eaten by rabbits.')).toBe('Sara had 43 pumpkins. 23 pumpkins were eaten by rabbits.');
    // two amounts before "of them", or the part names other things: left as it was
    expect(plainPartPassive('Haley had 27 songs and 42 videos, but 11 of them were deleted.')).toBe('Haley had 27 songs and 42 videos, but 11 of them were deleted.');
    expect(plainPartPassive('Sara had 43 pumpkins, but 23 of the apples were eaten.')).toBe('Sara had 43 pumpkins, but 23 of the apples were eaten.');
  });

  it('tells what a container already held in a sentence of its own', () => {
    expect(plainAlreadyHeld('Linda tosses 7 more caps into a box that already holds 7 caps.')).toBe('Linda tosses 7 more caps into a box. The box already holds 7 caps.');
    expect(plainAlreadyHeld('Nancy put 45 pencils into the drawer that held 27 pencils originally.')).toBe('Nancy put 45 pencils into the drawer. The drawer already held 27 pencils.');
    // a clause that goes on, or a container named by its owner only: left as it was
    expect(plainAlreadyHeld('Linda tosses 7 caps into a box that holds 7 caps and 3 pens.')).toBe('Linda tosses 7 caps into a box that holds 7 caps and 3 pens.');
  });

  it('tells the amount had before one added "to the 57 she had"', () => {
    expect(plainAddedToHad('Janet adds 95 apples to the 57 she had earlier.')).toBe('Janet had 57 apples. Janet adds 95 apples.');
    expect(plainAddedToHad('Tom got 5 cards to the 12 cards he already has.')).toBe('Tom has 12 cards. Tom got 5 cards.');
    // other things had before: left as it was
    expect(plainAddedToHad('Janet adds 95 apples to the 57 pears she had earlier.')).toBe('Janet adds 95 apples to the 57 pears she had earlier.');
  });

  it('says a hyphenated price and "excess" the plain way', () => {
    expect(plainHyphenPrice('How many 2-dollar games can he buy?')).toBe('How many 2 dollar games can he buy?');
    expect(plainExtraAsked('How many excess flowers did she pick?')).toBe('How many extra flowers did she pick?');
    expect(plainExtraAsked('She had excess flowers. How many roses did she pick?')).toBe('She had excess flowers. How many roses did she pick?');
  });

  it('solves the paraphrases', () => {
    expect(answer('The number of blue balloons held by Joan is 40 and by Melanie is 41. Calculate their total number of blue balloons.')).toBe('81 balloons');
    expect(answer('A toy store had 17 dolls in stock when another 55 were added. If 8 dolls are sold each day, how long will it take to sell all of them?')).toBe('9 days');
    expect(answer('If Sam had 4 watermelons on his farm and 3 of them were eaten by rabbits, how many watermelons are still there?')).toBe('1 watermelon');
    expect(answer('Mowing lawns earned Edward 37 dollars this summer, but he spent 21 dollars on new mower blades. What is the maximum number of 2-dollar games he can buy with his remaining money?')).toBe('8 games');
    expect(answer('Linda tosses 7 more bottle caps into a box that already holds 7 bottle caps. What is the total number of bottle caps in the box?')).toBe('14 caps');
    expect(answer('If Janet adds 95 apples to the 57 she had earlier, how many apples does she have in total?')).toBe('152 apples');
    expect(answer('Emily received a total of 18 candies for Halloween, and if she only eats 9 candies each day, how many days can she make the candy last?')).toBe('2 days');
  });

  it('declines the near misses', () => {
    // the start amount is never told: "the remaining money" after a price only
    expect(answer('If Will bought a new game for 27 dollars and he wants to buy 6-dollar toys with the remaining money, how many toys can he purchase?')).toBeNull();
    // another owner asked
    expect(answer('The number of blue balloons held by Joan is 40 and by Melanie is 41. How many blue balloons does Tom have?')).toBeNull();
    // a part of two kinds: which kind was eaten is not told
    expect(answer('Sam had 4 watermelons and 6 melons, but 3 of them were eaten by rabbits. How many watermelons are left?')).toBeNull();
    // another person asked
    expect(answer('Janet adds 95 apples to the 57 she had earlier. How many apples does Tom have?')).toBeNull();
    // the box held other things
    expect(answer('Linda tosses 7 more bottle caps into a box that already holds 7 marbles. What is the total number of bottle caps in the box?')).toBeNull();
    // the rate counts other things than the story's
    expect(answer('A toy store had 17 dolls in stock when another 55 were added. If 8 balls are sold each day, how long will it take to sell all of the dolls?')).toBeNull();
  });
});
