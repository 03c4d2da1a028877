import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { solveCheckedStory } from './checked-story.js';

const shown = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a part written as a word ("one-fourth of") is left to the readers of parts', () => {
  it('answers through the readers of parts', () => {
    expect(shown('There are 60 pupils in a hall. One-third of them are boys. How many girls are in the hall?')).toMatch(/^40\b/);
  });

  it('keeps every other reader away from the shape', () => {
    const counting = (): { kind: 'word-problem'; steps: []; answer: string } => ({ kind: 'word-problem', steps: [], answer: '7' });
    expect(solveCheckedStory('Ann has 8 pens. She lost one-fourth of them. How many are left?', [counting])).toBeNull();
    expect(solveCheckedStory('Ann has 8 pens. She lost one-fourth of them. How many are left?', [counting], [], ['fraction-word'])?.answer).toBe('7');
  });
});
