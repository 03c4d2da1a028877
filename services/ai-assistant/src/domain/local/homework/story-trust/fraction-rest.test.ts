import { describe, expect, it } from 'vitest';
import { solveFractionRest } from './fraction-rest.js';

const answer = (text: string): string | null => solveFractionRest(text)?.answer ?? null;

describe('the rest of a whole after a fraction of it', () => {
  it('answers "not", "left" and "still" questions', () => {
    expect(answer('A pond has 36 frogs. 2/3 of them are green. How many frogs are not green?')).toBe('12 frogs');
    expect(answer('A garden has 50 roses. 1/5 of them were picked. How many roses are still in the garden?')).toBe('40 roses');
    expect(answer('There are 28 marbles in a bag. One-quarter of the marbles are red. How many marbles are not red?')).toBe('21 marbles');
  });

  it('answers the other group of a pair or the group the rest are', () => {
    expect(answer('There are 40 kids at the park. 3/4 of them are boys. How many girls are at the park?')).toBe('10 girls');
    expect(answer('Lena caught 30 fish. Two-fifths of them were male. How many female fish did she catch?')).toBe('18 fish');
    expect(answer('A farm has 60 animals. One-third of them are cows. The rest are sheep. How many sheep are there?')).toBe('40 sheep');
  });

  it('declines the fraction\'s own part, a comparison, another whole, a part told as a number, or a rest that is not whole', () => {
    expect(answer('There are 36 frogs in a pond. 2/3 of them are green. How many frogs are green?')).toBeNull();
    expect(answer('There are 36 frogs in a pond. 2/3 of them are green. How many more green frogs than other frogs are there?')).toBeNull();
    expect(answer('There are 35 frogs in a pond. 2/3 of them are green. How many frogs are not green?')).toBeNull();
    expect(answer('A farm has 60 animals. One-third of the cows are brown. How many animals are not cows?')).toBeNull();
    expect(answer('In the club, 2/3 of the members are men and 30 are women. How many men are there?')).toBeNull();
    expect(answer('A pond has 36 frogs. 2/3 of them are green. How many frogs does Tom have left?')).toBeNull();
    expect(answer('Mia spent 1/3 of her money. If she spent $14, how much money is left?')).toBeNull();
    expect(answer('A class has 30 students. 2/3 are boys. If 4 boys leave, how many boys are left?')).toBeNull();
  });
});
