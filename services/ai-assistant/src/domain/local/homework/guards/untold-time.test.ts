import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { untoldTimeAsked } from './untold-time.js';

describe('a time the story never tells', () => {
  it('declines a question about last year, yesterday or next week when the story tells no such time', () => {
    expect(untoldTimeAsked('Ellen had 2080 Legos. She lost 17 Legos. How many Legos did she have last year?')).toMatch(/last year/);
    expect(solveProblem('Ellen had 2080 Legos. She lost 17 Legos. How many Legos did she have last year?')).toBeNull();
  });

  it('keeps a question whose time the story tells', () => {
    expect(untoldTimeAsked('Last year Ellen had 2080 Legos. This year she lost 17. How many Legos did she have last year?')).toBeNull();
    expect(solveProblem('Ellen had 2080 Legos. She lost 17 Legos. How many Legos does she have now?')?.answer).toBe('2063 legos');
  });
});
