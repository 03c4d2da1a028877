import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('a rectangle whose length is told through its width', () => {
  it('solves with the perimeter or the area and answers the side asked', () => {
    expect(answer('The length of a rectangle is 3 more than twice its width. The perimeter is 36 cm. What is the width?')).toBe('5 cm');
    expect(answer('The length of a rectangle is 3 more than twice its width. The perimeter is 36 cm. What are the dimensions of the rectangle?')).toBe('length 13 cm, width 5 cm');
    expect(answer('The perimeter of a rectangle is 50 meters. The length is 5 meters longer than the width. Find the width.')).toBe('10 m');
    expect(answer('The width of a rectangle is 4 less than its length. The area is 45 square feet. What is the length?')).toBe('9 ft');
    expect(answer('The length of a rectangle is twice its width. The area is 50 square inches. Find the dimensions.')).toBe('length 10 in, width 5 in');
  });

  it('declines an area in a length unit, a side not asked about, and no positive solution', () => {
    expect(answer('The length of a rectangle is twice its width. The area is 50 inches. Find the width.')).toBeNull();
    expect(answer('The length of a rectangle is twice its width. The perimeter is 50 inches. Find the height.')).toBeNull();
    expect(answer('The length of a rectangle is 30 more than its width. The perimeter is 40 cm. What is the width?')).toBeNull();
    expect(answer('The length of a rectangle is 3 more than twice its height. The perimeter is 36 cm. What is the width?')).toBeNull();
  });
});
