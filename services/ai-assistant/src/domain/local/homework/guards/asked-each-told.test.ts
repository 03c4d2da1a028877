import { describe, expect, it } from 'vitest';
import { eachToldMisread } from './asked-each-told.js';
import { solveStory } from '../story-solvers.js';

const answered = (answer: string, facts: string[] = []) => ({ kind: 'word-problem' as const, answer, steps: [{ kind: 'facts' as const, facts }] });

describe('equal groups and prices asked of a stranger, of each, or of two kinds (asdiv)', () => {
  it('declines a question about someone the story never names', () => {
    expect(eachToldMisread('Kim bought 3 hats for $12 each. How much did her brother spend?', answered('$36'))).not.toBeNull();
    expect(eachToldMisread('Ana has 6 students. Ana gave each student 4 pencils. How many pencils did Ben give away?', answered('24 pencils'))).not.toBeNull();
    expect(solveStory('Kim bought 3 hats for $12 each. How much did her brother spend?')).toBeNull();
  });

  it('declines a total shown for the price of each', () => {
    expect(eachToldMisread('Kim bought 3 hats for $12 each. How much did each hat cost?', answered('$36'))).not.toBeNull();
    expect(solveStory('Kim bought 3 hats for $12 each. How much did each hat cost?')).toBeNull();
  });

  it('declines money from two kinds sold when one count is unread', () => {
    const story = 'Each hat costs $16. Last week they sold 45 hats and 10 scarves. How much money did they make in all?';
    expect(eachToldMisread(story, answered('$720', ['45 hats', '$16 for each hat']))).not.toBeNull();
    expect(solveStory(story)).toBeNull();
  });

  it('keeps readings of the one asked, a price smaller than the total, and one kind named', () => {
    expect(eachToldMisread('Kim bought her brother 3 hats for $12 each. How much did her brother get?', answered('$36'))).toBeNull();
    expect(eachToldMisread('Kim bought 3 hats for $12 each. How much did Kim spend?', answered('$36'))).toBeNull();
    expect(eachToldMisread('Kim paid $36 for 3 hats. How much did each hat cost?', answered('$12'))).toBeNull();
    expect(eachToldMisread('Each hat costs $16. They sold 45 hats and 10 scarves. How much money did they make from hats?', answered('$720', ['45 hats']))).toBeNull();
    expect(solveStory('Kim bought 3 hats for $12 each. How much did she spend?')?.answer).toBe('$36');
  });
});
