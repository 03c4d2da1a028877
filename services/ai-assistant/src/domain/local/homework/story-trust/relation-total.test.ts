import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('an amount, a second told as a difference from it, asked together', () => {
  it('works out the second amount, then adds both', () => {
    expect(answer('Lily drew 24 pictures. Omar drew 9 more pictures than Lily. How many pictures did they draw altogether?')).toBe('57 pictures');
    expect(answer('The Cruz family spent $50 on train tickets. They spent $12 less than that on lunch. How much did the Cruz family spend in all?')).toBe('$88');
  });

  it('declines a difference from something else, or a multiple', () => {
    expect(answer('Lily drew 24 pictures. Omar drew 9 more pictures than Ben. How many pictures did they draw altogether?')).toBeNull();
    expect(answer('Lily drew 24 pictures. Omar drew 3 times as many pictures as Lily. How many pictures did they draw altogether?')).not.toBe('27 pictures');
  });
});
