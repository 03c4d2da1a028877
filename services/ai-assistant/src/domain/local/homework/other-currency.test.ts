import { describe, expect, it } from 'vitest';
import { otherCurrency } from './other-currency.js';
import { solveProblem } from './solve-problem.js';

describe('euros and pounds', () => {
  it('solves a story in euros or pounds and writes the answer in that currency', () => {
    expect(solveProblem('John goes to the market with €100. He buys a roast for €17 and vegetables for €11. How much money does he have left?')?.answer).toBe('€72');
    expect(solveProblem('A slice of toast costs £1, and eggs cost £3 each. Dale had 2 slices of toast and 2 eggs. How much did Dale pay?')?.answer).toBe('£8');
    expect(JSON.stringify(solveProblem('John goes to the market with €100. He buys a roast for €17. How much money does he have left?'))).not.toMatch(/\$|dollar/);
  });

  it('leaves a story alone when it mixes currencies or names one in words', () => {
    expect(otherCurrency('A pen costs €2 and a book $5. How much for both?')).toBeNull();
    expect(otherCurrency('Beef costs £4 a pound. How much do 3 pounds cost?')).toBeNull();
    expect(otherCurrency('A pen costs 2€. How much do 3 pens cost?')?.asDollars).toBe('A pen costs $2. How much do 3 pens cost?');
  });
});
