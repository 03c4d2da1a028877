import { describe, expect, it } from 'vitest';
import { solveRelations } from './solve-relations.js';

describe('relation chains told with verbs of getting, winning and counting', () => {
  it('reads "got", "won" and "counted" like "has"', () => {
    expect(solveRelations('Ada got twice as many votes as Ben. Ben got 5 times as many votes as Cal. Cal got 12 votes. How many votes did Ada get?')?.answer).toBe('120 votes');
    expect(solveRelations('Rita won 3 more medals than Sam. Sam won 4 medals. How many medals did they win in all?')?.answer).toBe('11 medals');
  });
});
