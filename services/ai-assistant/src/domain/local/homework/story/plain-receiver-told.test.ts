import { describe, expect, it } from 'vitest';
import { plainReceiverTold } from './plain-receiver-told.js';
import { solveStory } from '../story-solvers.js';

describe('a giving told by the one who got it', () => {
  it('tells it as the giver\'s act when the question asks about the giver', () => {
    expect(plainReceiverTold('Lu received 6 pens from Kim. Kim had 20 pens at first. How many pens does Kim have now?'))
      .toBe('Kim gave 6 pens to Lu. Kim had 20 pens at first. How many pens does Kim have now?');
    expect(plainReceiverTold('Lu got 6 pens from Kim\'s box of 20. How many pens are left?'))
      .toBe('Kim had 20 pens and gave 6 pens to Lu. How many pens are left?');
    expect(plainReceiverTold('Lu receives 6 pens from Kim, who has 20 pens. How many pens does Kim have left?'))
      .toBe('Kim has 20 pens and gives 6 pens to Lu. How many pens does Kim have left?');
  });

  it('solves the stories it makes plain', () => {
    expect(solveStory('Lu received 6 pens from Kim\'s collection of 20 pens. How many pens does Kim have left?')?.answer).toBe('14 pens');
    expect(solveStory('Lu received 6 pens from Kim, who started with a total of 20 pens. How many pens are left with Kim?')?.answer).toBe('14 pens');
  });

  it('leaves a question about the one who got them, or about nobody, alone', () => {
    const getter = 'Lu received 6 pens from Kim\'s box of 20. How many pens does Lu have?';
    const nobody = 'Lu received 6 pens from Kim. How many pens are left?';
    const total = 'Lu received 6 pens from Kim\'s box of 20. How many pens are there in all?';
    expect([getter, nobody, total].map(plainReceiverTold)).toEqual([getter, nobody, total]);
  });
});
