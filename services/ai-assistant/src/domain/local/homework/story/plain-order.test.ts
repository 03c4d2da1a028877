import { describe, expect, it } from 'vitest';
import { plainOrder } from './plain-order.js';
import { pastOf } from './past-tense.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('facts told inside the question come first', () => {
  it('says a leading condition as a sentence before its question', () => {
    expect(plainOrder('Lia had 12 shells. If she gave 5 shells to Omar, how many shells does Lia have left?'))
      .toBe('Lia had 12 shells. She gave 5 shells to Omar. How many shells does Lia have left?');
    expect(plainOrder('Given that a bus holds 40 seats, how many seats do 3 buses hold?')).toBe('A bus holds 40 seats. How many seats do 3 buses hold?');
    expect(plainOrder('Ben had 30 stamps. After his aunt took 8 stamps, how many stamps does he still have?'))
      .toBe('Ben had 30 stamps. His aunt took 8 stamps. How many stamps does he still have?');
  });

  it('says a trailing condition before the question, and both when a question has both', () => {
    expect(plainOrder('Ivy graded 9 tests. How many tests will she have left to grade if she is given another 14?'))
      .toBe('Ivy graded 9 tests. She is given another 14 tests. How many tests will she have left to grade?');
    expect(plainOrder('Suppose Rui wants 40 dollars in all, how many more dollars does he need, given that he has 25 dollars?'))
      .toBe('Rui wants 40 dollars in all. He has 25 dollars. How many more dollars does he need?');
  });

  it('tells a supposed fact as a fact, and counts a bare number as what the question asks about', () => {
    expect(plainOrder('Suppose Kim earned 6 dollars on Monday. How many dollars did Kim earn?')).toBe('Kim earned 6 dollars on Monday. How many dollars did Kim earn?');
    expect(plainOrder('Uma has 40 beads. How many beads does Uma have if she found another 15?')).toBe('Uma has 40 beads. Uma found another 15 beads. How many beads does Uma have?');
    expect(plainOrder('Ed has 3 times as many cards as Al. How many more cards does Ed have than Al, if Al has 12?')).toBe('Ed has 3 times as many cards as Al. Al has 12 cards. How many more cards does Ed have than Al?');
    expect(plainOrder('The ratio of cats to dogs is 2:3. If the number of cats is 12, how many dogs are there?')).toBe('The ratio of cats to dogs is 2:3. The number of cats is 12. How many dogs are there?');
    expect(plainOrder('If she has 60 pens and gave away 40, how many does she have left?')).toBe('She has 60 pens and gave away 40. How many does she have left?');
    expect(answer('Uma has 40 beads. How many beads does Uma have now if she found another 15?')).toBe('55 beads');
  });

  it('names the question\'s person when the story starts with "he" or "she"', () => {
    expect(plainOrder('How much did Nora spend, given that she paid $3 for a pen and $4 for a pad?'))
      .toBe('Nora paid $3 for a pen and $4 for a pad. How much did Nora spend?');
  });

  it('names the question\'s person for the "she" of a trailing condition, unless the condition has its own "him"', () => {
    expect(plainOrder('Eli has 20 marbles. How many marbles does Rosa have if she has 6 more than Eli?'))
      .toBe('Eli has 20 marbles. Rosa has 6 more than Eli. How many marbles does Rosa have?');
    expect(plainOrder('Eli has 20 marbles. How many marbles does Rosa have if she gives him 6 marbles?'))
      .toBe('Eli has 20 marbles. She gives him 6 marbles. How many marbles does Rosa have?');
  });

  it('tells a fact of "After giving …" with the question\'s person, in the past', () => {
    expect(plainOrder('Kai picked 20 plums. After giving 6 plums to Lou, how many plums does Kai have left?'))
      .toBe('Kai picked 20 plums. Kai gave 6 plums to Lou. How many plums does Kai have left?');
    expect(plainOrder('Zoe had 8 songs. After deleting 3 songs and adding 5 new songs, how many songs does Zoe have?'))
      .toBe('Zoe had 8 songs. Zoe deleted 3 songs and added 5 new songs. How many songs does Zoe have?');
    expect([pastOf('adding'), pastOf('buying'), pastOf('carrying'), pastOf('using'), pastOf('freeing')]).toEqual(['added', 'bought', 'carried', 'used', null]);
  });

  it('tells no "After doing …" fact of a person the story never named', () => {
    const stranger = 'Lena earns $11 an hour walking dogs. She walks dogs 4 hours a week. After walking dogs for 5 weeks, how much money will Sam have earned?';
    expect(plainOrder(stranger)).toBe(stranger);
    expect(solveStory(stranger)).toBeNull();
    expect(solveStory(stranger.replace('Sam', 'Lena'))?.answer).toBe('$220');
  });

  it('leaves a condition that is no fact in its question', () => {
    const kept = [
      'Ana had 9 dolls and Bea had 7 dolls. If they put their dolls together, how many would they have?',
      'Tom has 10 cards. If he were to lose 3 cards, how many would he have?',
      'Max read 90 pages. If he read the same number of pages for 3 days, how many pages did he read each day?',
      'After 3 hours, how many miles did the car go?',
      'If so, how many apples are left?',
    ];
    for (const story of kept) expect(plainOrder(story)).toBe(story);
  });

  it('lets the readers solve what they declined in the other order', () => {
    expect(answer('Jo had 15 pears. After giving 9 pears to Sam, how many pears does Jo have left?')).toBe('6 pears');
    expect(answer('How many pens does Ray have now if he had 12 pens and bought 7 more pens?')).toBe('19 pens');
  });
});

describe('para-order: a fact moved out of the question is said as a told fact', () => {
  const restate = (fact: string): string => fact.replace(/\bpurchased\b/, 'bought');
  it('puts the moved facts, never the question, through the statement rewrites', () => {
    expect(plainOrder('If Dan purchased 8 apples, how many apples were purchased?', restate)).toBe('Dan bought 8 apples. How many apples were purchased?');
    expect(answer('How many apples does Dan have now if he had 14 apples and he received an additional 8 apples?')).toBe('22 apples');
    expect(answer('How many apples does Lisa have now if Dan had 14 apples and he received an additional 8 apples?')).toBeNull();
  });
});

