import { describe, expect, it } from 'vitest';
import { plainPhrasalNouns } from './plain-phrasal-nouns.js';
import { solveStory } from '../story-solvers.js';

describe('a noun of a verb and its particle written with a hyphen', () => {
  it('is written as one word', () => {
    expect(plainPhrasalNouns('Zachary did 46 push-ups and 58 sit-ups.')).toBe('Zachary did 46 pushups and 58 situps.');
    expect(plainPhrasalNouns('Melody made 26 cut-outs.')).toBe('Melody made 26 cutouts.');
    expect(plainPhrasalNouns('a 2-dollar toy and a well-known story')).toBe('a 2-dollar toy and a well-known story');
  });

  it('lets the readers count it, and still declines what they decline', () => {
    expect(solveStory('Zachary did 46 push-ups and 58 crunches in gym class today. How many more crunches than push-ups did Zachary do?')?.answer).toBe('12 crunches');
    expect(solveStory('Zachary did 46 push-ups and 58 crunches in gym class today. How many more crunches than push-ups did David do?')).toBeNull();
  });
});
