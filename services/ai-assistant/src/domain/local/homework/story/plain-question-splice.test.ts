import { describe, expect, it } from 'vitest';
import { plainQuestionSplice } from './plain-question-splice.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a fact and its question run together with a comma', () => {
  it('says the fact and the question as two sentences', () => {
    expect(plainQuestionSplice('Ada has 22 players, how many players are left?')).toBe('Ada has 22 players. How many players are left?');
    expect(plainQuestionSplice('The wheel has 14 seats, and if each seat holds 6 people, how many people can ride?'))
      .toBe('The wheel has 14 seats. If each seat holds 6 people, how many people can ride?');
  });

  it('keeps a lead with its question, and a fact that is no clause', () => {
    expect(plainQuestionSplice('In a group of 9 children, how many are left?')).toBe('In a group of 9 children, how many are left?');
    expect(plainQuestionSplice('If Ann has 5 pens, how many does Bo have?')).toBe('If Ann has 5 pens, how many does Bo have?');
    expect(plainQuestionSplice('With 5 pens, how many does Bo have?')).toBe('With 5 pens, how many does Bo have?');
  });

  it('solves the plain story and declines the near misses', () => {
    expect(answer('The Ferris wheel has 14 seats, and if each seat can hold 6 people, how many people can ride it at the same time?')).toBe('84 people');
    expect(answer('The Ferris wheel has 14 seats, and if each seat can hold 6 people, how many seats are empty?')).toBeNull();
    expect(answer('Sam has 5 apples, how many apples does Tom have?')).toBeNull();
  });
});
