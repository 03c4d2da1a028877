import { describe, expect, it } from 'vitest';
import { plainFoundState } from './plain-found-state.js';
import { solveProblem } from '../solve-problem.js';

const FOUND = 'Tom found 15 seashells and Fred found 43 seashells on the beach. When they cleaned them, they discovered that 29 were cracked.';

describe('plainFoundState', () => {
  it('says a finding asked about as a state as a plain part of the things', () => {
    expect(plainFoundState(`${FOUND} How many seashells were not cracked?`)).toBe('Tom found 15 seashells and Fred found 43 seashells on the beach. 29 of the seashells were cracked. How many seashells were not cracked?');
    expect(solveProblem(`${FOUND} How many seashells were not cracked?`)?.answer).toBe('29 seashells');
    expect(solveProblem('Sam picked 37 apples and Ann picked 13 apples. When they washed them, they noticed that 25 were rotten. How many apples were not rotten?')?.answer).toBe('25 apples');
  });
  it('keeps the finding when the question asks the act, another state or another thing', () => {
    expect(plainFoundState(`${FOUND} How many seashells did they find together?`)).toBe(`${FOUND} How many seashells did they find together?`);
    expect(plainFoundState(`${FOUND} How many seashells were not broken?`)).toBe(`${FOUND} How many seashells were not broken?`);
    expect(plainFoundState(`${FOUND} How many starfish were not cracked?`)).toBe(`${FOUND} How many starfish were not cracked?`);
  });
  it('declines what the plain part cannot tell', () => {
    expect(solveProblem(`${FOUND} How many of Fred's seashells were not cracked?`)).toBeNull();
    expect(solveProblem('Tom found 15 seashells and Fred found 43 seashells. When they cleaned them, they discovered that 29 were cracked. How many starfish were not cracked?')).toBeNull();
  });
});
