import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainPurpose } from './plain-purpose.js';

describe('a purpose told before the numbers', () => {
  it('drops "some" after an infinitive in a sentence that tells no number', () => {
    expect(plainPurpose('They went to a plum tree to pick some fruit. Ann picked 4 plums. How many?')).toBe('They went to a plum tree to pick fruit. Ann picked 4 plums. How many?');
    expect(solveStory('Tom went to the lake to catch some fish. He caught 5 trout and 3 bass. How many fish did he catch?')?.answer).toBe('8 fish');
  });

  it('keeps an unknown amount: "some" without an infinitive, in a sentence with a number, or in the question', () => {
    expect(plainPurpose('Josh had some marbles. He gave 5 away. Now he has 3. How many did he have?')).toBe('Josh had some marbles. He gave 5 away. Now he has 3. How many did he have?');
    expect(plainPurpose('She got 12 stickers and went to trade some stickers. How many?')).toBe('She got 12 stickers and went to trade some stickers. How many?');
    expect(solveStory('Leo needed to read some pages. He read 12 pages on Monday and some on Tuesday. How many pages did he read?')).toBeNull();
  });
});
