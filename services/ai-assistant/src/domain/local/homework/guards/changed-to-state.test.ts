import { describe, expect, it } from 'vitest';
import type { Solved } from '../steps.js';
import { solveStory } from '../story-solvers.js';
import { changedToState } from './changed-to-state.js';

const reading = (sentence: string, schema: 'change' | 'change-unknown'): Solved => ({ kind: 'word-problem', answer: '1', steps: [{ kind: 'number-sentence', sentence: `${sentence} = ?`, schema }] });

describe('an amount changed to a new amount', () => {
  it('is never read as the change', () => {
    const story = 'John had 55 health points. An enemy attack reduced it to 30. He got 25 health points. How many health points does John have?';
    expect(changedToState(story, reading('55 - 30 + 25', 'change'))).toMatch(/new amount/);
    expect(solveStory('John had 55 health points. An enemy attack reduced it to 30. How many health points will John have?')).toBeNull();
  });

  it('leaves a change by an amount, and the reading of both states', () => {
    expect(changedToState('John had 55 points. He lost 30 points. How many are left?', reading('55 - 30', 'change'))).toBeNull();
    expect(changedToState('The price dropped to $4 from $6. By how much did it drop?', reading('6 - 4', 'change-unknown'))).toBeNull();
    expect(solveStory('John had 55 health points. He lost 30 health points. How many health points does John have now?')?.answer).toBe('25 points');
  });
});
