import { describe, expect, it } from 'vitest';
import { plainTogether } from './plain-together.js';
import { solveStory } from '../story-solvers.js';

describe('a told total of two named people, written with "together" first', () => {
  it('moves a closing "together", "in total" or "altogether" to the front, and reads "a total of"', () => {
    expect(plainTogether('Ann and Ben have 60 apples together. Ann has twice as many apples as Ben.')).toBe('Together Ann and Ben have 60 apples. Ann has twice as many apples as Ben.');
    expect(plainTogether('Ann and Ben have 60 apples in total.')).toBe('Together Ann and Ben have 60 apples.');
    expect(plainTogether('Ann and Ben have a total of $60.')).toBe('Together Ann and Ben have $60.');
  });

  it('leaves a sentence with more than two names, an "each" or a second amount alone', () => {
    for (const story of ['Ann, Cid and Ben have 60 apples together.', 'Ann and Ben each have 60 apples together.', 'Ann and Ben have 60 apples and 3 pears in total.', 'Ann and Ben have 60 apples each.']) expect(plainTogether(story)).toBe(story);
  });

  it('lets the relation reader find both parts from the total', () => {
    expect(solveStory('Ann and Ben have 60 apples together. Ann has twice as many apples as Ben. How many apples does Ben have?')?.answer).toBe('20 apples');
    expect(solveStory('Ann and Ben have a total of 133 apples. Ann has 33 more apples than Ben. How many apples does Ann have?')?.answer).toBe('83 apples');
    expect(solveStory('Ann and Ben have $150 in total. Ann has 5 times as much money as Ben. How much money does Ann have?')?.answer).toBe('$125');
  });

  it('declines a total that does not split into whole parts, or a question about someone else', () => {
    expect(solveStory('Ann and Ben have 61 apples together. Ann has twice as many apples as Ben. How many apples does Ben have?')).toBeNull();
    expect(solveStory('Ann and Ben have 60 apples together. Ann has twice as many apples as Ben. How many apples does Cid have?')).toBeNull();
  });
});
