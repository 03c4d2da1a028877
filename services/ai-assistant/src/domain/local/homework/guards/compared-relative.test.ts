import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { comparedRelativeUntold } from './compared-relative.js';

describe('a comparison with a relative the story never tells of', () => {
  it('declines "than her brother" when no brother is told', () => {
    expect(comparedRelativeUntold('Rosa threw away 8 pens while she found 35 pens. How many more pens did Rosa find than her brother threw away?')).not.toBeNull();
    expect(solveProblem('Rosa threw away 8 pens while she found 35 pens. Now she has 61 pens. How many more pens did Rosa find than her brother threw away?')?.answer ?? null).toBeNull();
  });

  it('lets a told relative be compared', () => {
    expect(comparedRelativeUntold('Rosa found 35 pens. Her brother found 12 pens. How many more pens did Rosa find than her brother?')).toBeNull();
  });
});
