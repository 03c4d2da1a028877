import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe("a line's equation", () => {
  it('writes y = mx + b from two points, or x = a number for a vertical line', () => {
    expect(answer('Write the equation of the line through (1, 2) and (3, 8)')).toBe('y = 3x − 1');
    expect(answer('Find the equation of the line passing through (0, 4) and (2, 0)')).toBe('y = −2x + 4');
    expect(answer('Find the equation of the line that passes through the points (-1, -3) and (2, 3)')).toBe('y = 2x − 1');
    expect(answer('Find the equation of the line through (1, 1) and (3, 2)')).toBe('y = (1/2)x + 1/2');
    expect(answer('Find the equation of the line through (1, 5) and (4, 5)')).toBe('y = 5');
    expect(answer('Find the equation of the line through (2, 3) and (2, 7)')).toBe('x = 2');
  });

  it('writes it from a slope and a point', () => {
    expect(answer('Find the equation of the line with slope 3 that passes through (1, 2)')).toBe('y = 3x − 1');
    expect(answer('Write an equation of the line with a slope of -2 through the point (0, 5)')).toBe('y = −2x + 5');
  });

  it('declines the same point twice', () => {
    expect(answer('Find the equation of the line through (1, 2) and (1, 2)')).toBeNull();
  });
});
