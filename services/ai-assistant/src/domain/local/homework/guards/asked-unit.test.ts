import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { askedUnitMismatch } from './asked-unit.js';

const solved = (answer: string) => ({ kind: 'word-problem' as const, steps: [], answer });
const weights = "Tom's dog weighs 32.5 pounds and Ann's cat weighs 9.5 pounds.";

describe('the answer in the unit the question asks for', () => {
  it('declines a difference in pounds when a percent is asked', () => {
    expect(askedUnitMismatch(`${weights} How much heavier, as a percentage, is Tom's dog than Ann's cat?`, solved('23 pounds'))).toBe('the asked percent');
    expect(solveProblem(`${weights} How much heavier, as a percentage, is Tom's dog than Ann's cat?`)).toBeNull();
    expect(solveProblem(`${weights} How much heavier is Tom's dog than Ann's cat?`)?.answer).toBe('23 pounds');
  });

  it('declines money asked and answered in hours, and a measure answered in another', () => {
    expect(askedUnitMismatch('Ann worked 5 hours. How much did she earn?', solved('5 hours'))).toBe('the asked money');
    expect(askedUnitMismatch('Ann ran 3 miles. How many minutes did she run?', solved('3 miles'))).toBe('the asked measure');
    expect(askedUnitMismatch('Ann ran 3 miles. How many miles did she run?', solved('3 miles'))).toBeNull();
  });
});
