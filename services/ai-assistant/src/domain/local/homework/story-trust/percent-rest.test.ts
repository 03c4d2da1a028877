import { describe, expect, it } from 'vitest';
import { solvePercentRest } from './percent-rest.js';

const answer = (text: string): string | null => solvePercentRest(text)?.answer ?? null;

describe('the rest of a whole after a percent of it', () => {
  it('answers "not", "left" and "keep" questions', () => {
    expect(answer('There are 200 cars in the lot, 60% of which are red. How many cars are not red?')).toBe('80 cars');
    expect(answer('Ivy picked 40 apples and gave away 25% of them. How many apples did she keep?')).toBe('30 apples');
    expect(answer('Out of 300 runners, 90% finished the race. How many runners did not finish?')).toBe('30 runners');
  });

  it('answers the other group of a pair or the group the rest are', () => {
    expect(answer('A choir has 50 singers. 60% are girls. How many boys are in the choir?')).toBe('20 boys');
    expect(answer('A farm has 80 animals. 25% of them are cows and the rest are sheep. How many sheep are there?')).toBe('60 sheep');
  });

  it('declines when the other number is a part, a comparison is asked, or the rest does not come out whole', () => {
    expect(answer('In the club, 70% of the members are men and 30 are women. How many men are there?')).toBeNull();
    expect(answer('Mia spent 35% of her savings. If she spent $14, how much money is left?')).toBeNull();
    expect(answer('A choir has 50 singers. 60% are girls. How many more girls than boys are there?')).toBeNull();
    expect(answer('A choir has 55 singers. 30% are girls. How many boys are in the choir?')).toBeNull();
    expect(answer('A choir has 50 singers. 60% are girls. How many girls are in the choir?')).toBeNull();
    expect(answer('There are 40 students in a class. 25% of them are absent. How many students are not present?')).toBeNull();
  });
});
