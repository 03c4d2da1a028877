import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('quadratics in two letters', () => {
  it('factors differences of squares, trinomials and a common factor first', () => {
    expect(answer('Factor x^2 - y^2')).toBe('(x + y)(x − y)');
    expect(answer('Factor 4x^2 - 9y^2')).toBe('(2x + 3y)(2x − 3y)');
    expect(answer('Factor 2x^2 + 5xy - 3y^2')).toBe('(x + 3y)(2x − y)');
    expect(answer('Factor 6a^2 - 13ab + 6b^2')).toBe('(3a − 2b)(2a − 3b)');
    expect(answer('Factor 3x^2 - 12y^2')).toBe('3(x + 2y)(x − 2y)');
    expect(answer('Factor -x^2 + y^2')).toBe('−(x + y)(x − y)');
    expect(answer('Factor 2x^2 - 2y^2')).toBe('2(x + y)(x − y)');
  });

  it('declines what does not factor over the whole numbers', () => {
    expect(answer('Factor x^2 + y^2')).toBeNull();
    expect(answer('Factor x^2 + xy + y^2')).toBeNull();
  });
});
