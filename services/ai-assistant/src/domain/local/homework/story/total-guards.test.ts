import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('a change read against the question (totals)', () => {
  it('declines a change taken across different things', () => {
    expect(answer('A builder buys 2.5 tons of gravel and sells 1.75 tons of sand. How many tons does the builder have now?')).toBeNull();
    expect(answer('A shop got 40 pounds of rice and sold 15 pounds of beans. How many pounds does the shop have left?')).toBeNull();
  });

  it('declines the net of a change when the question asks one of its acts', () => {
    expect(answer('A builder buys 2.5 tons of gravel and sells 1.75 tons of sand. How many tons did the builder purchase altogether?')).toBeNull();
    expect(answer('A builder buys 2.5 tons of gravel and sells 1.75 tons of gravel. How many tons did the builder purchase?')).toBeNull();
  });

  it('still reads a change of one thing and a total of one act', () => {
    expect(answer('A builder had 8 tons of gravel. He sold 2.5 tons of gravel. How many tons of gravel does he have now?')).toBe('5.5 tons');
    expect(answer('A farmer bought 2.5 tons of gravel and 1.75 tons of sand. How many tons did he buy in all?')).toBe('4.25 tons');
  });
});
