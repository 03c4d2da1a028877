import { describe, expect, it } from 'vitest';
import { plainTogether } from './plain-together.js';
import { solveStory } from '../story-solvers.js';

describe('a told total of two named people, written with "together" first', () => {
  it('moves a closing "together", "in total" or "altogether" to the front, and reads "a total of"', () => {
    expect(plainTogether('Ann and Ben have 60 apples together. Ann has twice as many apples as Ben.')).toBe('Together Ann and Ben have 60 apples in total. Ann has twice as many apples as Ben.');
    expect(plainTogether('Ann and Ben have 60 apples in total.')).toBe('Together Ann and Ben have 60 apples in total.');
    expect(plainTogether('Ann and Ben have a total of $60.')).toBe('Together Ann and Ben have $60 in total.');
  });

  it('leaves a sentence with more than two names, an "each" or a second amount alone', () => {
    for (const story of ['Ann, Cid and Ben have 60 apples together.', 'Ann and Ben each have 60 apples together.', 'Ann and Ben have 60 apples and 3 pears in total.', 'Ann and Ben have 60 apples each.']) expect(plainTogether(story)).toBe(story);
  });

  it('names "they" when the story names exactly two people, and reads a sum of ages', () => {
    expect(plainTogether('Ann has twice as many apples as Ben. Together, they have 60 apples.')).toBe('Ann has twice as many apples as Ben. Together Ann and Ben have 60 apples in total.');
    expect(plainTogether('Ann has twice as many apples as Ben. They have $60 in total.')).toBe('Ann has twice as many apples as Ben. Together Ann and Ben have $60 in total.');
    expect(plainTogether('Ben is 3 years younger than Ann. The total of their ages is 17.')).toBe('Ben is 3 years younger than Ann. Together Ben and Ann are 17 years old in total.');
    expect(plainTogether('The sum of Ann and Ben\'s ages now is 7.')).toBe('Together Ann and Ben are 7 years old in total.');
  });

  it('leaves "they" alone when the story names one person or three', () => {
    for (const story of ['Ann has twice as many apples as her sister. Together, they have 60 apples.', 'Ann has twice as many apples as Ben. Together, they have 60 apples. How many does Cid have?', 'Ann is 4 years older than Ben. The sum of Cid and Ben\'s ages is 30.']) expect(plainTogether(story)).toBe(story);
  });

  it('writes two things\' joint price plainly, and asks "the cost of the hat" as "how much does the hat cost"', () => {
    expect(plainTogether('A pen and pencil have a total cost of $6. What is the cost of the pen?')).toBe('The pen and the pencil cost $6. how much does the pen cost?');
    expect(plainTogether('A hat and a scarf cost $30 in total.')).toBe('The hat and the scarf cost $30.');
    const each = 'A hat and a scarf cost $30 each. What is the cost of the hat?';
    expect(plainTogether(each)).toBe(each);
  });

  it('keeps the total word, so a reader of one person\'s own amount never takes the total for hers', () => {
    expect(solveStory('Ann and Ben have a combined total of 19 caps. If Ann finds 5 more caps, how many will she have in total?')).toBeNull();
  });

  it('lets the relation reader find both parts from the total', () => {
    expect(solveStory('A hat and a scarf cost $30 in total. The hat costs $4 more than the scarf. What is the price of the hat?')?.answer).toBe('$17');
    expect(solveStory('A pen and pencil have a total cost of $6. If the pen costs twice as much as the pencil, what is the cost of the pencil?')?.answer).toBe('$2');
    expect(solveStory('Ann has 5 times as much money as Ben. Together, they have $150. How much money, in dollars, does Ann have?')?.answer).toBe('$125');
    expect(solveStory('Ben is 3 years younger than Ann. The current total of their ages right now is 17. What is Ann\'s age?')?.answer).toBe('10 years');
    expect(solveStory('Ann earned 5 fewer dollars than Ben. Together they earned $37. How many dollars did Ann earn?')?.answer).toBe('$16');
    expect(solveStory('Ann ran 3 more miles than Ben. Together they ran 15 miles. How many miles did Ben run?')?.answer).toBe('6 miles');
    expect(solveStory('Ann walked 2 miles less than 3 times the distance that Ben walked. Together they walked 14 miles. How many miles did Ann walk?')?.answer).toBe('10 miles');
    expect(solveStory('Ben and Ann ran a race. Together they ran 30 miles. Ben ran half of the distance that Ann ran. How many miles did Ann run?')?.answer).toBe('20 miles');
    expect(solveStory('Ann weighs 5 kilograms more than twice Ben\'s weight. Together they weigh 95 kilograms. How many kilograms does Ann weigh?')?.answer).toBe('65 kilograms');
    expect(solveStory('Ann and Ben have 60 apples together. Ann has twice as many apples as Ben. How many apples does Ben have?')?.answer).toBe('20 apples');
    expect(solveStory('Ann and Ben have a total of 133 apples. Ann has 33 more apples than Ben. How many apples does Ann have?')?.answer).toBe('83 apples');
    expect(solveStory('Ann and Ben have $150 in total. Ann has 5 times as much money as Ben. How much money does Ann have?')?.answer).toBe('$125');
  });

  it('declines a total that does not split into whole parts, or a question about someone else', () => {
    expect(solveStory('Ann and Ben have 61 apples together. Ann has twice as many apples as Ben. How many apples does Ben have?')).toBeNull();
    expect(solveStory('Ann and Ben have 60 apples together. Ann has twice as many apples as Ben. How many apples does Cid have?')).toBeNull();
    expect(solveStory('Ann has twice as many apples as her sister. Together, they have 60 apples. How many apples does Ann have?')).toBeNull();
    expect(solveStory('A hat and a scarf cost $30 in total. The hat costs $4 more than the scarf. What is the price of the coat?')).toBeNull();
    expect(solveStory('A hat and a scarf cost $31 in total. The hat costs twice as much as the scarf. What is the price of the hat?')).toBeNull();
    expect(solveStory('The sum of Ann and Ben\'s ages is 30. Ann is 4 years older than Cid. How old is Ben?')).toBeNull();
    // Without "together", two people who ran 15 miles each ran 15 miles.
    expect(solveStory('Ann ran 3 more miles than Ben. Ann and Ben ran 15 miles. How many miles did Ben run?')).toBeNull();
    expect(solveStory('Ann ran 3 more miles than Ben. Together they ran 15 miles. How many miles did Cid run?')).toBeNull();
    expect(solveStory('Ben and Ann ran a race. Together they ran 30 miles. Ben ran half of the distance that Cid ran. How many miles did Ann run?')).toBeNull();
  });
});

describe('a question about an act the story never tells', () => {
  it('declines "spend" or "give" after a story of what people have', () => {
    expect(solveStory('Tom and Sam have $90 altogether. Tom has twice as much money as Sam. How much money does Tom spend?')).toBeNull();
    expect(solveStory('Tom has $30. Sam has twice as much money as Tom. How much money does Sam give away?')).toBeNull();
    expect(solveStory('Tom has $30. Sam has twice as much money as Tom. How much money does Sam have?')?.answer).toBe('$60');
  });

  it('declines an amount told with another act than the total ("have 60 together … Ann ate 20")', () => {
    expect(solveStory('Ann and Ben have 60 apples together. Ann ate 20 apples. How many apples does Ben have?')).toBeNull();
    expect(solveStory('Together Tom and Sue ran 36 miles. Tom ran 4 miles more than Sue. How far did Sue run?')?.answer).toBe('16 miles');
  });
});
