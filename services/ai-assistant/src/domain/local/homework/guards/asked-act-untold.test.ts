import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { askedActUntold } from './asked-act-untold.js';

describe('an act asked that the story never tells', () => {
  it('declines what was sold, eaten or given of a story that only tells what there is', () => {
    for (const story of [
      'There are 6 crates. Each crate has 12 melons. How many melons were sold?',
      'There are 6 crates, each containing 12 melons. How many melons were sold?',
      'Sam has 4 bags with 9 apples in each bag. How many apples did Sam eat?',
      'A shelf has 5 rows of 8 books. How many books were given away?',
    ]) {
      expect(askedActUntold(story), story).not.toBeNull();
      expect(solveStory(story), story).toBeNull();
    }
  });

  it('leaves a story that tells the act, or a question that tells it with a number', () => {
    expect(askedActUntold('Tom had 6 crates of 12 melons and sold all of them. How many melons were sold?')).toBeNull();
    expect(solveStory('Tom had 6 crates of 12 melons and sold all of them. How many melons were sold?')?.answer).toMatch(/^72\b/);
    expect(askedActUntold('Ann baked 30 cookies and ate 4 of them. How many cookies were eaten?')).toBeNull();
    expect(askedActUntold('Mia had 20 stickers. She gave 6 to Ann and 3 to Bo. How many stickers did she give away?')).toBeNull();
    expect(askedActUntold('There are 6 crates. Each crate has 12 melons. How many melons are there?')).toBeNull();
    expect(askedActUntold('Joan had 9 blue balloons. Now she has 7 blue balloons. How many balloons did she lose?')).toBeNull();
    expect(askedActUntold('There are 6 crates with 12 melons each. How many are left if 20 were sold?')).toBeNull();
  });
});
