import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveCoinValues } from './coin-values.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveCoinValues(text)?.answer ?? null;

describe('money counted in coins and bills', () => {
  it('adds what each kind of coin or bill is worth', () => {
    expect(answer('Lucy has 9 dimes and 6 quarters. How much money does she have?')).toBe('$2.40');
    expect(answer('On Monday, Omar spent 3 nickels on gum. The next day, he spent 6 quarters on a comic. All in all, how much money did Omar spend?')).toBe('$1.65');
    expect(answer('Tia has 4 ten dollar bills. How much money does she have?')).toBe('$40');
    expect(read('Ana got 5 half-dollars on Monday and 3 half-dollars on Tuesday. What amount of money did Ana receive?')).toBe('$4');
  });

  it('counts the bills an amount is told in, only when they come out whole', () => {
    expect(answer('Ben has 60 dollars in 20 dollar bills. How many 20 dollar bills does he have?')).toBe('3 bills');
    expect(read('Ben has 50 dollars in 20 dollar bills. How many 20 dollar bills does he have?')).toBeNull();
    expect(read('Ben has 60 dollars in 20 dollar bills. How many 10 dollar bills does he have?')).toBeNull();
  });

  it('declines an amount under a dollar (said in cents as often as in dollars) and a coin told by "a"', () => {
    expect(read('Lucy has 7 dimes. How much money does she have?')).toBeNull();
    expect(read('Kim found a quarter, 10 dimes and 2 nickels. How much money did she find?')).toBeNull();
  });

  it('declines acts that differ from the one asked', () => {
    expect(read('Omar had 8 quarters. He bought a candy bar for 3 quarters. How much money does Omar have?')).toBeNull();
    expect(read('Omar had 8 quarters. He spent 6 quarters on gum. How much money did Omar spend?')).toBeNull();
    expect(read('Omar found 8 dimes. He spent 3 dimes. How much money does Omar have?')).toBeNull();
  });

  it('declines what is left, a comparison, another unit asked or a number that is not coins', () => {
    expect(read('Lucy has 17 dimes and 2 quarters. How much money does she have left?')).toBeNull();
    expect(read('Lucy has 17 dimes. Ann has 2 more dimes than Lucy. How much money does Ann have?')).toBeNull();
    expect(read('Lucy has 7 dimes. How many cents does she have?')).toBeNull();
    expect(read('Lucy has 17 dimes and 3 stickers. How much money does she have?')).toBeNull();
    expect(read('Lucy has 17 dimes for each day of the week. How much money does she have?')).toBeNull();
  });
});
