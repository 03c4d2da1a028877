import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { asksUncountedThing } from './asked-thing.js';

const solved = (answer: string) => ({ kind: 'word-problem' as const, steps: [], answer });

describe('a thing counted by the question that the story never names', () => {
  it('declines "How many pears …" after a story about apples', () => {
    expect(asksUncountedThing('Omar had 20 apples. He sold 5 apples. How many pears does Omar have now?', solved('15 apples'))).not.toBeNull();
    expect(solveProblem('Omar had 20 apples. He sold 5 apples. How many pears does Omar have now?')).toBeNull();
    expect(solveProblem('Omar had 20 pens. He sold 5 pens. How many pencils does Omar have now?')).toBeNull();
  });

  it('lets the thing the story counts, its whole, a kind of it and a rate through', () => {
    expect(solveProblem('Omar had 20 apples. He sold 5 apples. How many apples does Omar have now?')?.answer).toBe('15 apples');
    expect(asksUncountedThing('Ann has 3 apples and 4 pears. How many fruits does Ann have?', solved('7 fruits'))).toBeNull();
    expect(asksUncountedThing('A factory employed 852 people. 213 more were hired. How many employees are there now?', solved('1065 people'))).toBeNull();
    expect(asksUncountedThing('He runs 8 miles a day for 5 days a week. How many miles does he run a week?', solved('40 miles per week'))).toBeNull();
    expect(asksUncountedThing('Ann has 7 apples. How many more does Ann need to have 10?', solved('3 apples'))).toBeNull();
  });
});
