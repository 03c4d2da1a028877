import { describe, expect, it } from 'vitest';
import { plainServed } from './plain-served.js';
import { solveStory } from '../story-solvers.js';

describe('food served is food given out', () => {
  it('tells serving the things told before as giving them out, asked what is left', () => {
    expect(plainServed('A diner cooked 30 pies and served 12. How many pies remained?'))
      .toBe('A diner cooked 30 pies and gave out 12. How many pies remained?');
    expect(solveStory('A diner had 30 pies and served only 12. How many pies were left?')?.answer).toBe('18 pies');
    expect(solveStory('A diner baked 30 pies. It served 12 pies in the morning and 8 in the afternoon. How many pies were left?')?.answer).toBe('10 pies');
  });

  it('leaves serving other things, or a question not about what is left, alone', () => {
    const others = 'A diner had 30 pies and served 12 guests. How many pies were left?';
    const total = 'A diner served 12 pies at lunch and 8 at dinner. How many pies did it serve?';
    expect([others, total].map(plainServed)).toEqual([others, total]);
  });
});
