import { describe, expect, it } from 'vitest';
import { solveSimpleInterest } from './simple-interest.js';
import { renderSteps } from '../render-solution.js';

const answer = (text: string): string | null => solveSimpleInterest(text)?.answer ?? null;

describe('simple interest: amount × rate × years', () => {
  it('finds the interest, or the amount with its interest', () => {
    expect(answer('Nina puts $400 in an account that pays an annual interest rate of 5%. How much simple interest would she earn in 3 years?')).toBe('$60');
    expect(answer('Leo lends $250 for 1 year at an interest rate of 8%. How much interest will he get?')).toBe('$20');
    expect(answer('Ada invests $600 at 4% simple interest. How much money will she have after 2 years?')).toBe('$648');
  });

  it('declines interest that may be compounded, a monthly rate, or a second amount', () => {
    expect(answer('Ada invests $600 at 4% interest. How much money will she have after 2 years?')).toBeNull();
    expect(answer('Ada invests $600 at 4% simple interest per month. How much interest will she earn in 2 years?')).toBeNull();
    expect(answer('Ada invests $600 and then $100 at 4% simple interest. How much money will she have after 2 years?')).toBeNull();
  });

  it('writes the rate as a decimal and checks it back', () => {
    const steps = renderSteps(solveSimpleInterest('Leo lends $250 for 1 year at an interest rate of 8%. How much interest will he get?')!, '9th');
    expect(steps.join(' ')).toContain('I = P · r · t');
    expect(steps[steps.length - 1]).toContain('0.08');
  });
});
