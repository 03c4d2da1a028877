import { describe, expect, it } from 'vitest';
import { solveProblem } from './solve-problem.js';
import { wordProblemReaders } from './word-problem-guard.js';

describe('word problems with numbers written in words', () => {
  it('reads hyphenated and compound number words as the numbers they are', () => {
    expect(solveProblem('Nina put thirty-four stamps in her album. She got some more and now she has one hundred and two stamps. How many more did she get?')?.answer).toBe('68 stamps');
    expect(solveProblem('Omar scored forty-six points and his sister scored twenty-nine points. How many points did they score in total?')?.answer).toBe('75 points');
    expect(solveProblem('A shop had eleven kites. If it sold five of them, how many kites did it still have?')?.answer).toBe('6 kites');
  });

  it('declines when an amount is said in words no reader takes as a number', () => {
    expect(solveProblem('Tom had 12 socks. He gave away a pair of socks. How many socks does Tom have left?')).toBeNull();
    expect(solveProblem('Ava bakes 9 cakes once a week. She sold 4 cakes. How many cakes does Ava have left?')).toBeNull();
  });

  it('lets only the relation reader read multiples and parts', () => {
    expect(wordProblemReaders('Jen has twice as many pens as Kim. Kim has 7 pens. How many pens does Jen have?')).toBe('relations');
    expect(wordProblemReaders('Jen had 48 stickers. She gave one-sixth of them away. How many are left?')).toBe('relations');
    expect(wordProblemReaders('Jen had 48 stickers. She gave an eighth of them away. How many are left?')).toBe('relations');
    // A part written with a slash is read by the portion readers: 20 − 1/4 × 20.
    expect(solveProblem('Leo had 20 cards. He gave 1/4 of them to Mia. How many cards does Leo have left?')?.answer).toBe('15 cards');
    expect(wordProblemReaders('Jen has a couple of pens and Kim has 7 pens. How many pens do they have?')).toBe('none');
    expect(wordProblemReaders('On the second day, one of the girls read 7 pages in one hour. How many pages did she read?')).toBe('all');
  });
});
