import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { plainFrontedEach } from './plain-fronted-each.js';

describe('a rate told first', () => {
  it('says "For each lawn he mowed, Roger earned 9 dollars" with the rate last', () => {
    expect(plainFrontedEach('For each lawn he mowed, Roger earned 9 dollars. He mowed 6 lawns.')).toBe('Roger earned 9 dollars for each lawn he mowed. He mowed 6 lawns.');
    expect(plainFrontedEach('He had 15 lawns. For every lawn mowed, he earned $8.')).toBe('He had 15 lawns. He earned $8 for every lawn mowed.');
  });

  it('leaves anything but a subject, a verb and an amount after the comma as told', () => {
    const told = ['For each lawn, he will earn 9 dollars.', 'For each lawn he mowed, Roger and Sam earned 9 dollars.', 'For each of the 15 lawns, he earned 8 dollars.'];
    for (const story of told) expect(plainFrontedEach(story)).toBe(story);
  });

  it('solves the story once the rate is said last, and declines a question about another thing', () => {
    const story = 'John had 15 lawns to mow, but he forgot to mow 7 of them. For each lawn he mowed, he earned 8 dollars.';
    expect(solveProblem(`${story} How much did he earn in total?`)?.answer).toBe('$64');
    expect(solveProblem(`${story} How many trees did he plant?`)).toBeNull();
  });
});
