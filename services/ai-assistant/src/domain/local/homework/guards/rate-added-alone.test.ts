import { describe, expect, it } from 'vitest';
import type { Solved } from '../steps.js';
import { solveProblem } from '../solve-problem.js';
import { rateAddedAlone } from './rate-added-alone.js';

const reading = (sentence: string): Solved => ({ kind: 'word-problem', answer: '$1', steps: [{ kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'priced-items' }] });
const BOAT = 'Tom rents a boat for 3 hours at $20 an hour. He also pays a $15 cleaning fee per hour. How much does he pay in total?';

describe('money told per unit is a rate', () => {
  it('declines a reading that only adds it ($75 was shown; the fee is per hour)', () => {
    expect(rateAddedAlone(BOAT, reading('3 × 20 + 15'))).toMatch(/15/);
    expect(rateAddedAlone(BOAT, reading('3 × 20 + 3 × 15'))).toBeNull();
    expect(solveProblem(BOAT)).toBeNull();
  });

  it('lets a one-off fee be added and a rate be multiplied', () => {
    expect(solveProblem('Tom rents a boat for 3 hours at $20 an hour. He also pays a $15 cleaning fee. How much does he pay in total?')?.answer).toBe('$75');
    expect(solveProblem('John earns $15 an hour. He worked 8 hours. How much did he earn?')?.answer).toBe('$120');
  });
});
