import { describe, expect, it } from 'vitest';
import { plainExpense } from './plain-expense.js';
import { plainSemicolons } from './plain-semicolons.js';

describe('spending asked plainly', () => {
  it('asks a total expense as what was spent, in the question tense', () => {
    expect(plainExpense('Ann spent $12 on lunch. What was her total expense?')).toBe('Ann spent $12 on lunch. How much did she spend in total?');
    expect(plainExpense("Ann spent $12 on lunch. What is Ann's total expense?")).toBe('Ann spent $12 on lunch. How much does Ann spend in total?');
  });

  it('leaves an expense of a story that spends nothing as it was', () => {
    expect(plainExpense('Jason earned $142.46. What was his total expense?')).toBe('Jason earned $142.46. What was his total expense?');
  });

  it('ends a sentence at a semicolon between clauses, not between numbers', () => {
    expect(plainSemicolons('Ann spent $12 on lunch; her brother spent $5. How much?')).toBe('Ann spent $12 on lunch. Her brother spent $5. How much?');
    expect(plainSemicolons('The scores were 3; 4 and 5.')).toBe('The scores were 3; 4 and 5.');
  });
});
