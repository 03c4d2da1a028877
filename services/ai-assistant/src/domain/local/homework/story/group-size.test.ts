import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('group size among other facts', () => {
  it('divides the things the question names by their number of groups', () => {
    expect(answer('There are 120 pears and 45 plums in the shop. If the pears are organized into 8 groups and plums are organized into 9 groups. How big is each group of plums?')).toBe('5 plums');
  });

  it('declines two kinds grouped together or a share that does not come out whole', () => {
    expect(answer('There are 30 pens in the box. There are also 12 rulers. If the pens and rulers are organized into 6 groups. How big is each group?')).toBeNull();
    expect(answer('There are 31 pears in the shop. If the pears are organized into 4 groups. How big is each group of pears?')).toBeNull();
  });
});

describe('missing part when the whole is listed second', () => {
  it('keeps the verb of the list for every number in it', () => {
    expect(answer('Mia is baking bread. The recipe calls for 3 cups of milk and 9 cups of flour. She already put in 4 cups of flour and 2 cups of milk. How many more cups of flour does she need to add?')).toBe('5 cups');
  });
});
