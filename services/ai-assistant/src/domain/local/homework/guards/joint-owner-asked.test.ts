import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { jointOwnerAsked } from './joint-owner-asked.js';

describe('one of two who own an amount together, asked on his own', () => {
  it('declines what one of them gets when the story never says what each has', () => {
    for (const story of [
      'Peter and his brother have 154 pencils. They put them into groups of 11. How many groups does Peter get?',
      'Peter and his brother have 154 pencils. They split them into groups of 11. How many groups does Peter get?',
      'Ann and Bo have 30 apples. They pack them in bags of 5. How many bags will Ann have?',
    ]) {
      expect(jointOwnerAsked(story), story).not.toBeNull();
      expect(solveStory(story), story).toBeNull();
    }
  });

  it('leaves a story that tells what one of them has, and questions about both', () => {
    expect(jointOwnerAsked('Tom and Ann have 30 apples. Tom has 12 apples. How many apples does Ann have?')).toBeNull();
    expect(jointOwnerAsked('Ann and Ben have 60 apples together. Ann has twice as many apples as Ben. How many apples does Ann have?')).toBeNull();
    expect(jointOwnerAsked('Peter and his brother have 154 pencils. They put them into groups of 11. How many groups do they make?')).toBeNull();
    expect(solveStory('Peter has 154 pencils. He splits them into groups of 11. How many groups can he make?')?.answer).toMatch(/^14\b/);
  });
});
