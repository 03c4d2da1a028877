import { describe, expect, it } from 'vitest';
import { plainForms } from './plain-forms.js';
import { solveStory } from '../story-solvers.js';

describe('plain forms of a fact said another way', () => {
  it('counts the people a thing is shared among when they are named', () => {
    expect(plainForms('If 30 cards are divided equally among Ava, Ben, and Cy, how many cards will each person get?')).toBe('30 cards are divided equally among 3 people. How many cards will each person get?');
    expect(plainForms('18 pens were split between Ana and Bo.')).toBe('18 pens were split between 2 people.');
    expect(solveStory('If 30 cards are divided equally among Ava, Ben, and Cy, how many cards will each person get?')?.answer).toBe('10 cards');
  });

  it('puts a fronted "each" after its amount', () => {
    expect(plainForms('In each of the 4 vans, there are 9 kids. How many kids are there in all?')).toBe('There are 9 kids in each of the 4 vans. How many kids are there in all?');
  });

  it('leaves other names and other "each" alone', () => {
    const story = 'Ava, Ben and Cy have 30 cards. In each box there are 4 pens.';
    expect(plainForms(story)).toBe(story);
  });
});
