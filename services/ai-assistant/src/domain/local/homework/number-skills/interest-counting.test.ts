import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('percent change and interest', () => {
  it('finds the percent an amount changed by, rounding only a repeating decimal', () => {
    expect(answer('Find the percent increase from 40 to 50')).toBe('25%');
    expect(answer('What is the percent decrease from 80 to 60?')).toBe('25%');
    expect(answer('Find the percent change from 50 to 40')).toBe('20% decrease');
    expect(answer('Find the percent increase from 3 to 4')).toBe('33.3% (rounded)');
  });

  it('declines an increase asked of a fall, and no change at all', () => {
    expect(answer('Find the percent increase from 50 to 40')).toBeNull();
    expect(answer('Find the percent change from 40 to 40')).toBeNull();
    expect(answer('Find the percent increase from 0 to 40')).toBeNull();
  });

  it('works out simple and compound interest, cents written out', () => {
    expect(answer('What is the simple interest on $500 at 4% for 3 years?')).toBe('$60');
    expect(answer('Find the simple interest on $1,200 at 5% per year for 2 years')).toBe('$120');
    expect(answer('What is the compound interest on $1000 at 5% for 2 years compounded annually?')).toBe('$102.50');
    expect(answer('Find the amount of $1000 invested at 6% for 3 years compounded monthly')).toBe('$1196.68 (to the nearest cent)');
    expect(answer('What is the compound interest on $1000 at 5% for 2 years?')).toBeNull();
  });
});

describe('counting', () => {
  it('counts combinations, permutations and arrangements', () => {
    expect(answer('Evaluate 5C2')).toBe('10');
    expect(answer('Find C(10, 3)')).toBe('120');
    expect(answer('What is 6 choose 2?')).toBe('15');
    expect(answer('Evaluate 5P2')).toBe('20');
    expect(answer('Find P(6, 3)')).toBe('120');
    expect(answer('How many ways can 5 books be arranged on a shelf?')).toBe('120');
    expect(answer('In how many ways can 6 people stand in a line?')).toBe('720');
    expect(answer('How many ways can you choose 3 students from a class of 20 students?')).toBe('1140');
  });

  it('declines more chosen than there are, and things chosen from another kind', () => {
    expect(answer('Evaluate 2C5')).toBeNull();
    expect(answer('Find P(3, 4)')).toBeNull();
    expect(answer('How many ways can you choose 2 books from 5 pens?')).toBeNull();
  });
});
