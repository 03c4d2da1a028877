import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('question words only some numbers share', () => {
  it('counts either of two acts a total question names together', () => {
    expect(answer('18 kids went swimming and 5 kids went biking in the morning. 7 kids went swimming in the afternoon. How many kids went swimming and biking in all?')).toBe('30 kids');
  });

  it('still narrows to one act when the question names only it', () => {
    expect(answer('18 kids went swimming and 5 kids went biking in the morning. 7 kids went swimming in the afternoon. How many kids went biking and swimming in the morning?')).not.toBe('30 kids');
    expect(answer('18 kids went swimming and 5 kids went biking in the morning. 7 kids went biking in the afternoon. How many kids went swimming in all?')).not.toBe('30 kids');
  });

  it('reads things that "joined them" as joining the group told before', () => {
    expect(answer('There are 40 duck families living near a lake. If 12 new duck families joined them. How many duck families live near the lake now?')).toBe('52 families');
  });
});
