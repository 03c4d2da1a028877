import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('angles of polygons', () => {
  it('sums interior angles, divides them in a regular polygon, and counts sides from one angle', () => {
    expect(answer('Find the sum of the interior angles of a hexagon')).toBe('720°');
    expect(answer('What is the measure of each interior angle of a regular octagon?')).toBe('135°');
    expect(answer('Find each exterior angle of a regular pentagon')).toBe('72°');
    expect(answer('Find the sum of the interior angles of a 20-sided polygon')).toBe('3240°');
    expect(answer('Each interior angle of a regular polygon is 140°. How many sides does it have?')).toBe('9 sides');
    expect(answer('How many sides does a regular polygon have if each exterior angle is 24 degrees?')).toBe('15 sides');
  });

  it('declines one angle of a polygon not told regular, and an angle no regular polygon has', () => {
    expect(answer('What is the measure of each interior angle of an octagon?')).toBeNull();
    expect(answer('Each interior angle of a regular polygon is 100°. How many sides does it have?')).toBeNull();
  });
});
