import { describe, expect, it } from 'vitest';
import { amountWords } from './amount-words.js';

describe('amounts written as words that are not plain counts', () => {
  it('finds multiples, parts, groups and repeats', () => {
    expect(amountWords('Ann has twice as many as Bo, who doubled his cards and quadrupled his stamps.')).toEqual(['twice', 'doubled', 'quadrupled']);
    expect(amountWords('She ate half of it, a third of the rest, two-fifths of a pie and three quarters of a cake.')).toEqual(['half', 'a third', 'two-fifths', 'three quarters']);
    expect(amountWords('He bought a pair of shoes, a couple of hats and dozens of eggs.')).toEqual(['a pair', 'a couple', 'dozens']);
    expect(amountWords('She swims once a week and runs every other day; the bells rang once at noon.')).toEqual(['once', 'every other', 'once']);
    expect(amountWords('He gave 1/4 of them away.')).toEqual(['1/4']);
    expect(amountWords('Steaks are buy one get one free.')).toEqual(['buy 1 get 1']);
  });

  it('leaves positions, pronouns, selectors and plain counts alone', () => {
    expect(amountWords('On the first day of the second concert, one of them sat on Monday.')).toEqual([]);
    expect(amountWords('He once played chess.')).toEqual([]);
    expect(amountWords('Once he got home, he gave the red one and 3 pairs of socks to his sister at once.')).toEqual([]);
    expect(amountWords('Sam ate seventy-five grapes, a dozen plums and one hundred and twenty nuts in one hour.')).toEqual([]);
    expect(amountWords('She came in a third place finish, then won a second race.')).toEqual([]);
    // One thing bought at one price: the pair is how the thing is sold, not a count to read.
    expect(amountWords('She bought a pair of boots for $30 and a pair of wool socks that cost $4.')).toEqual([]);
    expect(amountWords('A pair of gloves is $9. He bought a pair of mittens.')).toEqual(['a pair']);
    // "scores" as a verb or the scores of a test; "scores of fans" is a vague many.
    expect(amountWords('Joey scores 26 points. The test scores were 80 and 90.')).toEqual([]);
    expect(amountWords('Scores of fans came.')).toEqual(['scores']);
  });

  it('reports a number word it could not read as a count', () => {
    expect(amountWords('He ran two and a half miles.')).toEqual(['two', 'half']);
  });

  it('takes a priced pair as one lot: a price a pair, or a pair of something that costs a price', () => {
    expect(amountWords('Socks are $3 a pair, and she bought a pair of red gloves that cost $8 and a pair of boots for $40.')).toEqual([]);
    expect(amountWords('She bought a pair of gloves and paid $8.')).toEqual(['a pair']);
  });
});
