import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('work done together', () => {
  it('adds the rates of work, never the times', () => {
    expect(answer('Tom can paint a fence in 6 hours. Jerry can paint the same fence in 3 hours. How long will it take them to paint the fence together?')).toBe('2 hours');
    expect(answer('Pipe A can fill a tank in 4 hours and pipe B can fill it in 6 hours. How long will it take both pipes together to fill the tank?')).toBe('2.4 hours');
    expect(answer('Ann can clean the house in 3 hours, Bob can clean it in 6 hours and Cy can clean it in 2 hours. How many hours will it take them working together?')).toBe('1 hour');
    expect(answer('Tom can mow a lawn in 5 hours. Jerry can mow it in 7 hours. How long will it take them to mow it together?')).toBe('2 11/12 hours');
  });

  it('declines a worker against the others, different jobs or units, and never adds the times (9 hours was shown)', () => {
    expect(answer('Pipe A can fill a tank in 4 hours and pipe B can empty it in 6 hours. How long will it take both pipes together to fill the tank?')).toBeNull();
    expect(answer('Tom can paint a fence in 6 hours. Jerry can wash the car in 3 hours. How long will it take them together?')).toBeNull();
    expect(answer('Tom can paint a fence in 6 hours. Jerry can paint it in 30 minutes. How long will it take them together?')).toBeNull();
    expect(answer('Tom can paint 2 fences in 6 hours. Jerry can paint a fence in 3 hours. How long will it take them together?')).toBeNull();
  });
});
