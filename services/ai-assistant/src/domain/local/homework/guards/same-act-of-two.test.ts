import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('two people doing the same act', () => {
  it('is never read as a start and its change', () => {
    expect(answer('Robyn and Lucy sell cookies. They want a badge. Working overtime, Robyn sold 47 packs of cookies while Lucy sold 29. How many packs of cookies were they able to sell that day in all?')).not.toBe('18 packs');
  });

  it('leaves one person\'s changes and another person taking some alone', () => {
    expect(answer('Ann had 47 apples. She gave 29 apples to Ben. How many apples does Ann have now?')).toBe('18 apples');
    expect(answer('Ann picked 47 apples. Ben ate 29 of them. How many apples are left?')).toBe('18 apples');
  });
});
