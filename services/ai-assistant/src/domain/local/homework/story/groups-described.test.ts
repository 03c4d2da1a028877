import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('equal groups among other facts', () => {
  it('lets the question pick the group count it describes', () => {
    expect(answer('He had 30 tanks for river fish and 12 tanks for sea fish. Each tank has 8 fish in it. How many sea fish does he have?')).toBe('96 fish');
  });

  it('declines when the question describes none of the choices', () => {
    expect(answer('There are 5 boxes of pens. Each box has 12 blue pens and 20 black pens. How many pens are in the boxes altogether?')).not.toBe('60 pens');
    expect(answer('He had 30 tanks for river fish and 12 tanks for sea fish. Each tank has 8 fish in it. How many fish does he have?')).not.toBe('96 fish');
  });
});
