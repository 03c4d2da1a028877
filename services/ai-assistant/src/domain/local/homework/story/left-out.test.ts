import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('a product or quotient may leave out a number of other things listed beside a used one', () => {
  it('leaves out "and 6 marbles" told with the things shared or grouped', () => {
    expect(answer('Nora wants to split a collection of shells into 3 groups. Nora has 12 shells and 5 pebbles. How many shells will each group have?')).toBe('4 shells');
    expect(answer('Ivan was putting his stamps into rows with 4 stamps in each row. If he had 28 stamps and 9 coins. How many rows could he make?')).toBe('7 rows');
  });

  it('keeps a number told apart from the others, or of the thing the question names', () => {
    expect(answer('There are 6 towns. In each town there are 4 parks with 50 trees in each park. How many trees are there?')).toBeNull();
    expect(answer('Nora wants to split a collection of shells into 3 groups. Nora has 12 shells and 5 pebbles. How many shells and pebbles will each group have?')).toBeNull();
  });
});
