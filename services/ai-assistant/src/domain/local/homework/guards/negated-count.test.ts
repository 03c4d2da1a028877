import { describe, expect, it } from 'vitest';
import type { Solved } from '../steps.js';
import { negatedCountUsed } from './negated-count.js';

const reading = (sentence: string): Solved => ({ kind: 'word-problem', answer: '1', steps: [{ kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'equal-groups' }] });

describe('a number of things not done', () => {
  const story = 'Each goal is worth 5 points. Of 9 shots, Ada did not score 4 shots. How many points did she get?';

  it('is never multiplied as if it were done', () => {
    expect(negatedCountUsed(story, reading('4 * 5'))).toMatch(/not done/);
  });

  it('may be taken away from the whole', () => {
    expect(negatedCountUsed(story, reading('(9 - 4) * 5'))).toBeNull();
    expect(negatedCountUsed('Ada scored 4 goals. How many?', reading('4 * 5'))).toBeNull();
  });
});
