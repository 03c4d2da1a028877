import { describe, expect, it } from 'vitest';
import { renderSteps } from '../render-solution.js';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('measures: the area of a rectangle and an average speed', () => {
  it('multiplies length by width in square units and divides distance by time', () => {
    expect(answer('A garden is 20 feet long and 15 feet wide. How many square feet of ground does the garden cover?')).toBe('300 square feet');
    expect(answer('A train traveled 420 kilometers in 6 hours. What was its average speed?')).toBe('70 kilometers per hour');
    const solved = solveWordProblem('A train traveled 420 kilometers in 6 hours. What was its average speed?');
    expect(renderSteps(solved!, '9th').join(' ')).toContain('distance ÷ time');
  });

  it('declines when the sides are in different units or the question asks something else', () => {
    expect(answer('A garden is 20 feet long and 5 yards wide. How many square feet does the garden cover?')).toBeNull();
    expect(answer('A train traveled 420 kilometers in 6 hours. How much faster was it than a bus?')).toBeNull();
  });
});
