import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('three equations in three letters', () => {
  it('solves by elimination and checks every equation', () => {
    expect(answer('Solve the system: x + y + z = 6, x - y = 1, y + z = 5')).toBe('x = 1, y = 0, z = 5');
    expect(answer('Solve x + y + z = 6, 2x - y + z = 3, x + 2y - z = 2')).toBe('x = 1, y = 2, z = 3');
    expect(answer('Solve the system of equations: a + b + c = 10; a - b = 2; b - c = 1')).toBe('a = 5, b = 3, c = 2');
    expect(answer('Solve 2x + y = 1, y + z = 3/2 and x + z = 1')).toBe('x = 1/6, y = 2/3, z = 5/6');
  });

  it('declines a system with no single solution, two letters, or a product of letters', () => {
    expect(answer('Solve x + y + z = 6, x + y + z = 7, x - y = 1')).toBeNull();
    expect(answer('Solve x + y + z = 6, 2x + 2y + 2z = 12, x - y = 1')).toBeNull();
    expect(answer('Solve x + y = 6, x - y = 2, 2x + y = 10')).toBeNull();
    expect(answer('Solve xy + z = 6, x - y = 1, y + z = 5')).toBeNull();
  });
});

describe('quadratic inequalities', () => {
  it('tests one value in each part of the number line the roots make', () => {
    expect(answer('Solve x^2 - 5x + 6 > 0')).toBe('x < 2 or x > 3');
    expect(answer('Solve x^2 - 5x + 6 <= 0')).toBe('2 ≤ x ≤ 3');
    expect(answer('Solve x^2 <= 9')).toBe('-3 ≤ x ≤ 3');
    expect(answer('Solve -x^2 + 4 > 0')).toBe('-2 < x < 2');
    expect(answer('Solve 2x^2 - x - 3 >= 0')).toBe('x ≤ -1 or x ≥ 3/2');
  });

  it('declines irrational roots, no roots and a double root', () => {
    expect(answer('Solve x^2 + 1 > 0')).toBeNull();
    expect(answer('Solve x^2 - 2 > 0')).toBeNull();
    expect(answer('Solve x^2 - 4x + 4 > 0')).toBeNull();
    expect(answer('Solve x^3 - x > 0')).toBeNull();
  });
});
