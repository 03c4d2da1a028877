import { describe, expect, it } from 'vitest';
import { plainVerbs } from './plain-verbs.js';
import { solveStory } from '../story-solvers.js';

describe('verbs said another way', () => {
  it('says a synonym acting on an amount with its plain verb, in the same tense', () => {
    expect(plainVerbs('Lia purchased 6 pens.')).toBe('Lia bought 6 pens.');
    expect(plainVerbs('Each day Omar discovers 4 shells.')).toBe('Each day Omar finds 4 shells.');
    expect(plainVerbs('The goat devoured 3 of them.')).toBe('The goat ate 3 of them.');
    expect(plainVerbs('Then she misplaced another 2 keys.')).toBe('Then she lost another 2 keys.');
    expect(plainVerbs('Her aunt gifted her 8 stamps.')).toBe('Her aunt gave her 8 stamps.');
    expect(plainVerbs('How many pens did she need to purchase?')).toBe('How many pens did she need to buy?');
  });

  it('leaves a synonym alone when it acts on no amount', () => {
    for (const story of ['They discovered that 4 were cracked.', 'What was the cost of her purchases?', 'The farm is located 3 miles away.']) {
      expect(plainVerbs(story)).toBe(story);
    }
  });

  it('says what happened in the simple past, and a receiver said as passive as getting', () => {
    expect(plainVerbs('Ivy has picked 5 plums.')).toBe('Ivy picked 5 plums.');
    expect(plainVerbs('By noon he had eaten 4 grapes.')).toBe('By noon he ate 4 grapes.');
    expect(plainVerbs('Then Ken was given another 12 cards.')).toBe('Then Ken got another 12 cards.');
  });

  it('keeps the perfect that tells a part done or what is had now', () => {
    for (const story of ['The crew had already painted 3 of them.', 'You have collected 7 shells.', 'Ann has got 5 pears.']) {
      expect(plainVerbs(story)).toBe(story);
    }
  });

  it('reads the known verb behind "decided to", "managed to" and "ended up"', () => {
    expect(plainVerbs('Leo decided to buy 3 kites.')).toBe('Leo bought 3 kites.');
    expect(plainVerbs('Mia decides to purchase 2 hats.')).toBe('Mia buys 2 hats.');
    expect(plainVerbs('He ended up eating 6 plums.')).toBe('He ate 6 plums.');
    expect(plainVerbs('Ravi decided to include 12 more cups.')).toBe('Ravi added 12 more cups.');
    expect(plainVerbs('Zoe decided to visit 3 parks.')).toBe('Zoe decided to visit 3 parks.');
    expect(plainVerbs('Zoe did not decide to buy 3 hats.')).toBe('Zoe did not decide to buy 3 hats.');
  });

  it('gives to one named taker, but leaves sharing among several alone', () => {
    expect(plainVerbs('She distributed 14 plums to Tom.')).toBe('She gave 14 plums to Tom.');
    expect(plainVerbs('He came across 9 coins.')).toBe('He found 9 coins.');
    expect(plainVerbs('After stumbling upon 9 coins, he …')).toBe('After finding 9 coins, he …');
    expect(plainVerbs('His dad gave him an additional 25 coins and an additional $4.')).toBe('His dad gave him 25 more coins and $4 more.');
    const shared = 'She distributed 14 plums to her friends equally.';
    expect(plainVerbs(shared)).toBe(shared);
  });

  it('solves the story once its verbs are plain', () => {
    expect(solveStory('There were 40 cups on the shelf. Ravi decided to include 12 more cups on the shelf. How many cups are on the shelf now?')?.answer).toBe('52 cups');
    expect(solveStory('Nia had 30 stickers. She distributed 12 stickers to Bo. How many stickers does Nia have left?')?.answer).toBe('18 stickers');
  });
});

describe('verbs whose plain synonym could change the sign stay', () => {
  it('keeps finding out, having an additional amount and giving to a counted group', () => {
    for (const story of ['He discovered 3 were broken.', 'Sam has an additional 4 cards.', 'She distributed 20 pens to her 4 friends.', 'Ava had red 5 times.']) {
      expect(plainVerbs(story)).toBe(story);
    }
  });
});
