import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('proportion: a rate told as a pair, used for another amount', () => {
  it('scales the pair to the other amount', () => {
    expect(answer('It takes Ann 12 minutes to fold 4 shirts. She has 20 shirts. How many minutes will it take her to fold them?')).toBe('60 minutes');
    expect(answer('A bus drives 150 miles in 3 hours. At this rate, how far can it drive in 5 hours?')).toBe('250 miles');
    expect(answer('Lee paid $8 for 2 pounds of grapes. How much will Lee pay for 7 pounds of grapes?')).toBe('$28');
    // The pair's link may be the price verb: "3 pencils cost $1.20".
    expect(answer('3 pencils cost $1.20. How much do 7 pencils cost?')).toBe('$2.80');
    expect(answer('If 5 notebooks cost $7.50, how much do 8 notebooks cost?')).toBe('$12');
  });

  it('declines a price of each, another thing asked, or a second price', () => {
    expect(answer('3 pencils cost $1.20 each. How much do 7 pencils cost?')).toBeNull();
    expect(answer('3 pencils cost $1.20. How much do 7 pens cost?')).toBeNull();
    expect(answer('3 pencils cost $1.20 and 2 pens cost $3. How much do 7 pencils cost?')).toBeNull();
  });

  it('converts minutes, hours and seconds on either side', () => {
    expect(answer('A printer prints 30 pages in 2 minutes. How many pages does it print in 1 hour?')).toBe('900 pages');
    expect(answer('Kim can type 50 words in 2 minutes. How many hours will it take her to type 3000 words?')).toBe('2 hours');
  });

  it('declines work shared by several workers, and stories with more than the pair', () => {
    expect(answer('It takes 10 days for 4 painters to paint a school. How many days will it take 8 painters?')).toBeNull();
    expect(answer('A bus drives 150 miles in 3 hours. Then it drives 20 more miles. How far does it drive in 5 hours?')).toBeNull();
  });
});
