import { describe, expect, it } from 'vitest';
import { renderSteps } from '../render-solution.js';
import { solveProbability } from './solve-probability.js';

const answer = (text: string): string | null => solveProbability(text)?.answer ?? null;

describe('probability of drawing from a bag', () => {
  it('gives the chance of one draw, of either of two colours, and of not a colour', () => {
    expect(answer('A bag has 3 red and 5 blue marbles. One marble is drawn at random. What is the probability that it is red?')).toBe('3/8');
    expect(answer('A bag contains 4 red marbles, 6 blue marbles and 2 green marbles. What is the probability of drawing a red or green marble?')).toBe('1/2');
    expect(answer('A box has 2 white balls and 8 black balls. What is the probability of picking a ball that is not black?')).toBe('1/5');
    expect(answer('A jar contains 10 red candies, 5 yellow candies and 5 green candies. Two candies are chosen at random without replacement. What is the probability that both are yellow?')).toBe('1/19');
  });

  it('multiplies the chances of several draws, with and without putting them back', () => {
    expect(answer('A bag has 3 red and 5 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red?')).toBe('3/28');
    expect(answer('A bag has 3 red and 5 blue marbles. Two marbles are drawn with replacement. What is the probability that both are red?')).toBe('9/64');
    expect(answer('A jar has 3 red and 4 blue marbles. Two marbles are drawn at random without replacement. What is the probability that the first is red and the second is blue?')).toBe('2/7');
    expect(answer('A bag has 3 red and 5 blue marbles. She draws two marbles without replacement. What is the probability of drawing one red and one blue marble?')).toBe('15/28');
  });

  it('reads the letter-set form of the public sets, in any order and as a sequence', () => {
    expect(answer('Two letters picked without replacement from {t: 6, o: 4}. What is prob of picking 2 o?')).toBe('2/15');
    expect(answer('Two letters picked without replacement from xuzuxfaa. What is prob of picking 1 u and 1 a?')).toBe('1/7');
    expect(answer('Two letters picked without replacement from {o: 2, c: 2}. Give prob of sequence oc.')).toBe('1/3');
    expect(answer('Two letters picked without replacement from {d: 1, f: 1, a: 1}. Give prob of picking 2 f.')).toBe('0');
  });

  it('declines what it cannot pin down instead of guessing', () => {
    // Several draws without saying whether they go back.
    expect(answer('A bag has 3 red and 5 blue marbles. Two marbles are drawn. What is the probability that both are red?')).toBeNull();
    // A colour the bag does not have, a change to the bag first, an answer asked as a percent.
    expect(answer('A bag has 3 red and 5 blue marbles. What is the probability of drawing a green marble?')).toBeNull();
    expect(answer('A bag has 3 red and 5 blue marbles. Two red marbles are taken out. What is the probability of drawing a red marble?')).toBeNull();
    expect(answer('A bag has 3 red and 5 blue marbles. What is the probability, as a percent, of drawing a red marble?')).toBeNull();
    // A draw already seen and kept: the bag is no longer the one counted.
    expect(answer('A bag contains 4 red, 3 blue marbles. Tom draws a marble, it is red, and he keeps it. What is the probability the next marble is blue?')).toBeNull();
    // "Both" with only one draw in the story.
    expect(answer('A bag has 3 red and 5 blue marbles. What is the probability that both are red?')).toBeNull();
  });

  it('writes the steps in each grade\'s voice', () => {
    const solved = solveProbability('A bag has 3 red and 5 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red?');
    if (!solved) throw new Error('expected a solution');
    const fourth = renderSteps(solved, '4th').join(' ');
    const twelfth = renderSteps(solved, '12th').join(' ');
    expect(fourth).toContain('3/8 × 2/7');
    expect(fourth).toContain('8 marbles in all');
    expect(fourth).not.toEqual(twelfth);
    expect(twelfth).toMatch(/multiplication rule/);
  });
});
