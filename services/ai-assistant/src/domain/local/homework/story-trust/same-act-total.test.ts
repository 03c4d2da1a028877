import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('one act done several times, asked in all', () => {
  it('adds what the asked act did each time, a clause without its own verb continuing the one before', () => {
    expect(answer('Ana collected 140 stones at the beach in the morning and 215 stones in the afternoon. How many stones did she collect in all?')).toBe('355 stones');
    expect(answer('Leo used 23 blocks. Mia used 41 blocks. How many blocks did they use altogether?')).toBe('64 blocks');
  });

  it('declines a number done by another act, or a question narrowed to some of the numbers', () => {
    expect(answer('Ana collected 140 stones in the morning and threw 15 stones in the afternoon. How many stones did she collect in all?')).not.toBe('155 stones');
    expect(answer('14 children went swimming and 30 children went biking in the morning. 9 children went swimming in the afternoon. How many children went swimming in all?')).not.toBe('53 children');
  });
});
