import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('compare products: two totals of a count times an amount for one', () => {
  it('subtracts the totals in the direction the question asks', () => {
    expect(answer('Ria sold 6 cakes for $9 each, while Tom sold 8 pies for $5 each. How much more did Ria earn than Tom?')).toBe('$14');
    expect(answer('Nine boys brought 4 apples each. Seven girls brought 5 apples each. How many fewer apples did the girls bring than the boys?')).toBe('1 apple');
  });

  it('declines when the asked side has the smaller total or a side is not named', () => {
    expect(answer('Ria sold 6 cakes for $9 each, while Tom sold 8 pies for $5 each. How much more did Tom earn than Ria?')).toBeNull();
    expect(answer('Ria sold 6 cakes for $9 each, while Tom sold 8 pies for $5 each. How much more did they earn than last year?')).toBeNull();
  });
});
