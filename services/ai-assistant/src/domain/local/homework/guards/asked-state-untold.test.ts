import { describe, expect, it } from 'vitest';
import type { Solved } from '../steps.js';
import { solveStory } from '../story-solvers.js';
import { askedStateUntold } from './asked-state-untold.js';

const reading: Solved = { kind: 'word-problem', answer: '8', steps: [{ kind: 'number-sentence', sentence: '5 + 3 = ?', schema: 'combine' }] };

describe('a state asked that the story never tells', () => {
  it('declines every reading', () => {
    expect(askedStateUntold('Tom has 5 red marbles and 3 blue marbles. How many marbles are broken in total?', reading)).toMatch(/never tells/);
    expect(solveStory('There were 698 pupils and 105 parents at the program. How many people were absent in total?')).toBeNull();
  });

  it('leaves a state the story tells, and a question of no state', () => {
    expect(askedStateUntold('Tom found 7 shells. 4 of them were broken. How many shells are broken?', reading)).toBeNull();
    expect(askedStateUntold('There were 698 pupils and 105 parents. How many people were there in total?', reading)).toBeNull();
    expect(solveStory('There were 698 pupils and 105 parents at the program. How many people were present in total?')?.answer).toBe('803 people');
  });
});
