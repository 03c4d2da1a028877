import { describe, expect, it } from 'vitest';
import { solveRatioParts } from './ratio-parts.js';

describe('a ratio told in the past or as a requirement (asdiv-more)', () => {
  it('reads "was" and "to be", and names with the act after them', () => {
    expect(solveRatioParts('At summer camp the ratio of boys to girls was 10:1. If there were 30 boys, how many girls were there?')?.answer).toBe('3 girls');
    expect(solveRatioParts('A recipe called for the ratio of sugar to flour to be 10:1. If you used 50 ounces of sugar, how many ounces of flour would you need to use?')?.answer).toBe('5 ounces');
    expect(solveRatioParts('At a restaurant the ratio of kids meals sold to adult meals sold was 10:7. If there were 70 kids meals sold, how many adult meals were sold?')?.answer).toBe('49 meals');
    expect(solveRatioParts('The ratio of red pens to blue pens was 3:2. There were 12 red pens. What is the combined number of red pens and blue pens?')?.answer).toMatch(/^20 /);
  });

  it('declines a whole asked with one part named, a change and a second number', () => {
    const declined = [
      'A store sold 32 red apples. If the ratio of red apples to green apples sold was 8:3, what is the combined amount of red and green apples sold?',
      'At summer camp the ratio of boys to girls was 10:1. If there were 30 boys and 5 girls left, how many girls were there?',
      'At summer camp the ratio of boys to girls was 10:1. There were 30 boys and 4 teachers. How many girls were there?',
      'The ratio of boys to girls was 3:2 last year. This year there are 30 boys. How many girls are there?',
    ];
    expect(declined.map((story) => solveRatioParts(story)?.answer ?? null)).toEqual(declined.map(() => null));
  });
});
