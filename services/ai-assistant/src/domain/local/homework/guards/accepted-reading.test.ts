import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import type { Solved } from '../steps.js';
import { askedUnitMismatch } from './asked-unit.js';
import { unreadArithmeticWord } from './arithmetic-words.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const reading = (answerText: string, schema: 'combine' | 'rate' | 'speed' | 'sharing' = 'combine'): Solved => ({
  kind: 'word-problem',
  answer: answerText,
  steps: [{ kind: 'number-sentence', sentence: '1 + 1 = ?', schema }],
});

describe('words that change the arithmetic decline a reading that does not use them', () => {
  it('declines a trip back, a split cost, "each of them" and a part left out', () => {
    expect(answer('Mia walked 3 blocks to the park. She rode a bike 6 blocks to the pool. Later, she came home the same way. How many blocks did Mia travel in all?')).toBeNull();
    expect(answer('A boat costs $6 an hour to rent. Leo and Kim shared the cost and rented it for 5 hours. How much did Leo pay?')).toBeNull();
    expect(answer('Two cousins picked 40 plums. Each of them ate 3 plums. How many plums were left?')).toBeNull();
    expect(answer('A school has 6 floors with 8 classrooms on each floor. The top floor is closed for painting. How many classrooms can be used?')).toBeNull();
  });

  it('names the rule, and lets the reading that uses the words through', () => {
    expect(unreadArithmeticWord('Ann drove 20 miles to work and back.', reading('20 miles'))).toBe('a way back');
    expect(unreadArithmeticWord('They split 12 pears equally among 3 boxes.', reading('4 pears', 'sharing'))).toBeNull();
    expect(unreadArithmeticWord('A bakery sells 4 rolls for free with every cake.', reading('4 rolls'))).toBe('something left out');
    expect(unreadArithmeticWord('On Monday he read 3 books and on Tuesday twice as many books.', reading('5 books'))).toBe('a multiple in words');
  });

  it('still solves plain stories with the same verbs used another way', () => {
    expect(answer('Ruth has 40 stickers. She shares 15 with Paul. How many stickers does Ruth have now?')).toBe('25 stickers');
    expect(answer('A box has 6 rows with 5 eggs in each row. How many eggs are in the box?')).toBe('30 eggs');
  });
});

describe('the answer must be in the unit and for the period the question asks', () => {
  it('declines a rate in other units than asked', () => {
    expect(askedUnitMismatch('Lu swims 2 kilometers in 4 hours. What is her speed in meters per minute?', reading('0.5 kilometers per hour', 'speed'))).toBe('the asked rate');
    expect(askedUnitMismatch('Lu swims 6 miles in 2 hours. What is her speed in miles per hour?', reading('3 miles per hour', 'speed'))).toBeNull();
  });

  it('declines a measure other than the one asked', () => {
    expect(askedUnitMismatch('A film lasts 2 hours and a cartoon 1 hour. How many minutes do they last together?', reading('3 hours'))).toBe('the asked measure');
  });

  it('declines an answer for one day when the question asks for a week the story never mentions', () => {
    expect(askedUnitMismatch('Each hen lays 2 eggs a day. Nora has 9 hens. How many eggs does she collect in a week?', reading('18 eggs', 'rate'))).toBe('the asked period');
    expect(answer('Each hen lays 2 eggs a day. Nora has 9 hens. How many eggs does she collect in a week?')).not.toBe('18 eggs');
    expect(askedUnitMismatch('Nora collects 18 eggs every week. How many eggs does she collect in a week?', reading('18 eggs'))).toBeNull();
  });
});

describe('a question about a thing the story never names', () => {
  it('declines pricing an item the story does not list', () => {
    expect(answer('Ivy spent $30 at the market. She bought 2 melons for $4 each and a bag of rice for $9. How much did the honey cost?')).toBeNull();
  });
});

describe('what the question asks against what the reading computed', () => {
  it('declines a sum for a start, a repeated number, and one hour asked of amounts over several', () => {
    expect(answer('Some people sat on a bus. At the first stop, 4 people got on and 3 people got off. How many people were on the bus at first?')).toBeNull();
    expect(answer('Ivy swam eight laps on Monday and eight more on Friday. How many laps did Ivy swim?')).not.toBe('8 laps');
    expect(answer('Al biked 30 miles in 3 hours while Bea biked 36 miles in 3 hours. How many more miles did Bea bike than Al in an hour?')).not.toBe('6 miles');
  });
});
