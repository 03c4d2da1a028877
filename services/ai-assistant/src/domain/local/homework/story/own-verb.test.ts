import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';
import { hasOwnVerb } from './own-verb.js';

describe('a number with a verb of its own does not take the way of the number before it', () => {
  it('finds a verb before the number or a passive after it, not a describing word', () => {
    expect(hasOwnVerb(' and have ', 'boxes in the shed')).toBe(true);
    expect(hasOwnVerb(' and a further ', 'boxes are delivered by truck')).toBe(true);
    expect(hasOwnVerb(' and ', 'more boxes in the afternoon')).toBe(false);
  });

  it('declines an unknown verb in a list of changes, and keeps a plain continued loss', () => {
    expect(solveWordProblem('A shop has 300 pens in the morning. By noon, 80 pens are sold, and another 50 pens are unpacked. How many pens are there at the end of the day?')?.answer ?? null).toBeNull();
    expect(solveWordProblem('Ada had 30 grapes. She ate 4 grapes in the morning, and 6 more grapes at night. How many grapes does she have left?')?.answer).toBe('20 grapes');
  });
});
