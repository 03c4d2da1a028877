import { describe, expect, it } from 'vitest';
import { plainMoneyActs, plainStartTold } from './plain-start-told.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('the start of a change story told another way', () => {
  it('says a start verb or a start adverb as "had"', () => {
    expect(plainStartTold('Alex started with $11. He spent $4.')).toBe('Alex had $11. He spent $4.');
    expect(plainStartTold('Nina began with 40 stickers.')).toBe('Nina had 40 stickers.');
    expect(plainStartTold('Starting with 27 cards, Sally received 41 more from Dan.')).toBe('Sally had 27 cards. Sally received 41 more from Dan.');
    expect(plainStartTold('Starting with 25 marbles, John gave 7 marbles to Sam.')).toBe('John had 25 marbles. John gave 7 marbles to Sam.');
    // Only a verb in the past follows the name: "has" tells no change.
    expect(plainStartTold('Starting with 25 marbles, John has 7 boxes.')).toBe('Starting with 25 marbles, John has 7 boxes.');
    expect(plainStartTold('Omar originally had 30 marbles.')).toBe('Omar had 30 marbles.');
    expect(plainStartTold('A drawer initially had 27 pencils.')).toBe('A drawer had 27 pencils.');
    expect(plainStartTold('Omar had 30 marbles to start with.')).toBe('Omar had 30 marbles.');
    expect(plainStartTold('Initially, there were 27 pencils in the drawer.')).toBe('There were 27 pencils in the drawer.');
    expect(plainStartTold('There were originally 14 books on the cart.')).toBe('There were 14 books on the cart.');
    expect(plainStartTold('Lena was originally in possession of 14 shells.')).toBe('Lena had 14 shells.');
    expect(plainStartTold('Initially Adam had 5 dollars.')).toBe('Adam had 5 dollars.');
  });

  it('puts the one sentence that says it is the start first, naming its owner', () => {
    expect(plainStartTold('Sam received 4 marbles from Mike. Mike had 8 marbles initially. How many marbles does Mike have left?'))
      .toBe('Mike had 8 marbles. Sam received 4 marbles from Mike. How many marbles does Mike have left?');
    expect(plainStartTold('While shopping, Carrie spent $24. She had $91 at first. How much money does she have left?'))
      .toBe('Carrie had $91. While shopping, Carrie spent $24. How much money does she have left?');
  });

  it('leaves the order when the start sentence cannot name its owner or two sentences say start', () => {
    const twoPeople = 'Carrie gave Ben $24. She had $91 at first. How much money does she have left?';
    expect(plainStartTold(twoPeople)).toBe(twoPeople);
    expect(answer(twoPeople)).toBeNull();
  });

  it('says money paid by a noun as spending', () => {
    expect(plainMoneyActs('He made a purchase of $10.')).toBe('He spent $10.');
    expect(plainMoneyActs('She used up $15 on books and got $18 dollars.')).toBe('She spent $15 on books and got $18.');
  });

  it('answers the changes once the start is plain', () => {
    expect(answer('Alex started with $11, received $18 dollars for his birthday, and then made a purchase of $10. How much money does he have remaining now?')).toBe('$19');
    expect(answer('Initially Adam had 5 dollars but then he spent 2 dollars on a new game. Later he received 5 dollars for his allowance. How much money does Adam have now?')).toBe('$8');
    expect(answer('Omar originally had 30 marbles. He lost 7 marbles. How many marbles does Omar have now?')).toBe('23 marbles');
    expect(answer('Initially, there were 27 pencils in the drawer. Nancy put 45 more pencils in it. How many pencils are in the drawer now?')).toBe('72 pencils');
  });

  it('declines another owner, a change without a number, and money told by a noun that is not paid', () => {
    expect(answer('Alex started with $11, received $18 for his birthday, and then spent $10. How much money does his sister have now?')).toBeNull();
    expect(answer('Omar originally had 30 marbles. Jake gave him some marbles. How many marbles does Omar have now?')).toBeNull();
    expect(answer('Alex had $11, received $18 for his birthday, and then made a payment of $10. How much money does he have now?')).toBeNull();
    expect(answer('Alex had $11, received $18 for his birthday, and then made a profit of $10. How much money does he have now?')).toBeNull();
  });
});
