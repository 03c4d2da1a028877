import { describe, expect, it } from 'vitest';
import { plainUndone } from './plain-undone.js';
import { solveStory } from '../story-solvers.js';

describe('things not done, asked as the ones done', () => {
  it('tells the ones not done as the ones left after the act', () => {
    expect(plainUndone('Ned had 50 kites. He did not sell 8 of them. How many kites did he sell?'))
      .toBe('Ned had 50 kites. He sold some of them and 8 were left. How many kites did he sell?');
    expect(plainUndone('Ned had 50 kites. He did not fly 8 kites. How many kites were flown?'))
      .toBe('Ned had 50 kites. He flew some kites and 8 kites were left. How many kites were flown?');
    expect(plainUndone('Ned has 50 kites. He does not sell 8. How many kites does he sell?'))
      .toBe('Ned has 50 kites. He sells some of them and 8 are left. How many kites does he sell?');
  });

  it('solves "all but" asked as the ones done', () => {
    expect(solveStory('Ned had 50 kites. He sold all but 8. How many kites did he sell?')?.answer).toBe('42 kites');
    expect(solveStory('Ned had 50 kites. He sold all except 8 of them. How many kites were sold?')?.answer).toBe('42 kites');
  });

  it('leaves a question about what is kept or left alone, and never takes the 8 away there', () => {
    const left = 'Ned had 50 kites. He did not sell 8 of them. How many kites does he have left?';
    const kept = 'Ned had 50 kites. He did not sell 8 of them. How many kites did he keep?';
    expect([plainUndone(left), plainUndone(kept)]).toEqual([left, kept]);
    expect(solveStory('Ned had 50 kites. He sold all but 8. How many kites does he have left?')).toBeNull();
  });
});
