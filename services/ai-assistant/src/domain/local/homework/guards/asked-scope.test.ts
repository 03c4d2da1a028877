import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import type { Solved, StorySchema } from '../steps.js';
import { askedScopeMismatch } from './asked-scope.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const reading = (sentence: string, answerText: string, schema: StorySchema = 'combine'): Solved => ({ kind: 'word-problem', answer: answerText, steps: [{ kind: 'number-sentence', sentence: `${sentence} = ?`, schema }] });

describe('what the question picks out must be what the reading used', () => {
  it('keeps other kinds and other people out of a sum', () => {
    expect(askedScopeMismatch('Lisa has 6 yellow pens while Omar has 2 yellow pens and 7 black pens. What is the total number of yellow pens?', reading('6 + 2 + 7', '15 pens'))).toBe('the asked kind of thing');
    expect(askedScopeMismatch('Pia picked 14 plums and her brother picked 6. How many rotten plums did they pick in total?', reading('14 + 6', '20 plums'))).toBe('the asked kind of thing');
    expect(askedScopeMismatch('Ana has 20 beads, while Ben has 8. If Ben shares 3 beads with Cora, how many beads will be left with Ben and Cora combined?', reading('20 + 8 - 3', '25 beads', 'change'))).toBe('the asked people');
  });

  it('lets the right parts through', () => {
    expect(askedScopeMismatch('Lisa has 6 yellow pens while Omar has 2 yellow pens and 7 black pens. What is the total number of yellow pens?', reading('6 + 2', '8 pens'))).toBeNull();
    expect(askedScopeMismatch('Tom found 7 shells, and 4 of them were broken. How many unbroken shells did he find?', reading('7 - 4', '3 shells', 'missing-part'))).toBeNull();
  });

  it('answers no rest with a product, and no price paid with the unused things', () => {
    expect(askedScopeMismatch('If there are 4 tents and each tent can hold 3 campers, how many campers are left without a tent?', reading('4 * 3', '12 campers', 'equal-groups'))).toBe('a rest asked of a product');
    expect(askedScopeMismatch('Ed bought 10 tickets for 9 dollars each and used 7 of them. What was the total cost of his rides?', reading('(10 - 7) * 9', '$27', 'rest-then-groups'))).toBe('a price paid for all');
  });

  it('keeps both counts of groups that one "each" covers', () => {
    expect(askedScopeMismatch('Ann put 4 beads in each of her 3 red and 2 blue boxes. How many beads did she use in total?', reading('3 * 4', '12 beads', 'equal-groups'))).toBe('a group left out of a product');
  });

  it('end to end, sums only the asked kind or declines', () => {
    expect(answer('Lisa has 6 yellow pens while Omar has 2 yellow pens and 7 black pens. What is the total number of yellow pens?')).toBe('8 pens');
    expect(answer('If there are 4 tents and each tent can hold 3 campers, how many campers are left without a tent?')).toBeNull();
  });
});
