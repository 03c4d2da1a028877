import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import type { Solved } from '../steps.js';
import { askedKindMismatch } from './asked-kind.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const shown = (text: string): Solved => ({ kind: 'word-problem', answer: text, steps: [{ kind: 'number-sentence', sentence: '12 + 3 = ?', schema: 'combine' }] });

describe('the answer must be of the kind the question asks for', () => {
  it('declines coins for money, things for time, dollars for a count and one thing for another', () => {
    expect(askedKindMismatch('Mia found 12 nickels and 3 nickels. What was the total amount of money she found?', shown('15 nickels'))).toBe('the asked money');
    expect(askedKindMismatch('A machine makes 6 parts an hour; 10 red and 14 blue parts are to be made. What is the total time required?', shown('30 parts'))).toBe('the asked time');
    expect(askedKindMismatch('A jar holds 20 dollars in 5 dollar bills. How many of these bills are in the jar?', shown('$15'))).toBe('the asked count');
    expect(askedKindMismatch('Ken packs his cups in sets of 6. If he has 48 cups, what is the total number of boxes needed?', shown('54 cups'))).toBe('the asked thing');
  });

  it('accepts the asked kind, lengths for "how long", and the answers of common factors', () => {
    expect(askedKindMismatch('Mia found 12 nickels and 3 nickels. What was the total amount of money she found?', shown('$0.75'))).toBeNull();
    expect(askedKindMismatch('A rope was 30 inches long. Jo cut off 8 inches. How long is the rope now?', shown('22 inches'))).toBeNull();
    expect(askedKindMismatch('What is the total number of mustard bottles that she finds?', shown('5 bottles'))).toBeNull();
    expect(askedKindMismatch('She has 12 red and 18 blue beads. What is the greatest number of bags she can fill the same way?', shown('6 beads'))).toBeNull();
  });

  it('declines such readings end to end', () => {
    expect(answer('Mia found 12 nickels in her bag and 3 nickels in her coat. What was the total amount of money she found?')).toBeNull();
    expect(answer('Ken stores his cups in sets of 6. If he has 48 cups, what is the total number of boxes needed?')).toBeNull();
    expect(answer('A jar holds 20 dollars in 5 dollar bills. How many of these bills are in the jar?')).toBeNull();
  });
});
