import { describe, expect, it } from 'vitest';
import { plainDollarSign } from './plain-dollar-sign.js';
import { solveProblem } from '../solve-problem.js';

describe('plainDollarSign', () => {
  it('joins the sign to its number', () => {
    expect(plainDollarSign('The shop makes $ 76 off each jersey and $ 204 off each t-shirt.')).toBe('The shop makes $76 off each jersey and $204 off each t-shirt.');
  });
  it('leaves a sign with no number after it, and a joined sign, as they are', () => {
    expect(plainDollarSign('It costs $12. How many $ does he have?')).toBe('It costs $12. How many $ does he have?');
  });
  it('reads an earning per item written "$ 5" as "$5" does', () => {
    expect(solveProblem('A baker makes $ 5 off each cake. He sold 12 cakes. How much money did he make from selling the cakes?')?.answer).toBe('$60');
  });
  it('still declines when the sold thing is not the priced one', () => {
    expect(solveProblem('A baker makes $ 5 off each cake. He sold 12 pies. How much money did he make from selling the pies?')).toBeNull();
  });
});
