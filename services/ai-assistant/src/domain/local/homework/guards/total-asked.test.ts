import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('a sum of money asked for one thing of the bill', () => {
  it('declines the whole bill when the question names one thing bought', () => {
    expect(answer('Ann bought a kite for $5.50 and a ball for $3.25. How much did the kite cost?')).toBeNull();
    expect(answer('Ann bought a kite for $5.50 and a ball for $3.25. How much did she spend on the ball?')).toBeNull();
    expect(answer('Tom bought 3 pens at $2 each and a ruler for $1. How much did the pens cost?')).toBeNull();
    expect(answer('Joan spent $5.50 on a kite and $3.25 on a ball. What was the cost of the kite?')).toBeNull();
  });

  it('adds every price when the question asks the whole bill', () => {
    expect(answer('Ann bought a kite for $5.50 and a ball for $3.25. How much did she spend?')).toBe('$8.75');
    expect(answer('Ann bought a kite for $5.50 and a ball for $3.25. How much did the items cost in all?')).toBe('$8.75');
    expect(answer('Tom bought 3 pens at $2 each and a ruler for $1. How much did he spend?')).toBe('$7');
  });
});

describe("a relative's own amount", () => {
  it("is not added to the asked person's total", () => {
    expect(answer('Joan spent $5.50 on a kite. Her sister spent $3.25 on a scarf. How much did Joan spend?')).toBeNull();
    expect(answer('Joan bought a kite for $5.50 and a hat for $4. Her sister bought a scarf for $3.25. How much did Joan spend?')).not.toBe('$12.75');
    expect(answer('Leo picked 12 apples. His brother picked 9 apples. How many apples did Leo pick?')).not.toBe('21 apples');
  });

  it('is added when the question asks about both, or when the relative gives it', () => {
    expect(answer('Joan spent $5.50 on a kite. Her sister spent $3.25 on a scarf. How much did they spend altogether?')).toBe('$8.75');
    expect(answer('Rita had 15 shells. Her brother gave her 8 shells. How many shells does Rita have now?')).toBe('23 shells');
  });
});
