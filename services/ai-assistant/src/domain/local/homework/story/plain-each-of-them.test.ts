import { describe, expect, it } from 'vitest';
import { plainEachOfThem } from './plain-each-of-them.js';

describe('plain each of them: a fact about each of a counted group', () => {
  it('says the pronoun as "each one" in the facts', () => {
    expect(plainEachOfThem('There are 124 students and each of them crafts 3 stars. How many stars are there?')).toBe('There are 124 students and each one crafts 3 stars. How many stars are there?');
    expect(plainEachOfThem('There were 9 children and they each had 2 candies. How many candies are there?')).toBe('There were 9 children and each one had 2 candies. How many candies are there?');
  });

  it('leaves the question, a share and a pronoun with no counted group as they are', () => {
    const asked = 'Sam and Ann have 12 apples. If they share them, how many apples will each of them get?';
    expect(plainEachOfThem(asked)).toBe(asked);
    const share = 'There are 3 boys. They share 12 apples and each of them gets 4 apples. How many apples are there?';
    expect(plainEachOfThem(share)).toBe(share);
    const question = 'There are 124 students. How many stars are there if each of them crafts 3 stars?';
    expect(plainEachOfThem(question)).toBe(question);
  });
});
