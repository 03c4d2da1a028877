import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainOutOfWhole } from './plain-out-of-whole.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('a part "out of" a whole no one owns', () => {
  it('tells the whole first', () => {
    expect(plainOutOfWhole('18 out of 40 apples are red.')).toBe('There were 40 apples. 18 apples are red.');
    expect(plainOutOfWhole('The store sold 20 out of 40 coloring books.')).toBe('The store had 40 coloring books. The store sold 20 coloring books.');
    expect(plainOutOfWhole('In the garden, rabbits ate 3 out of the 4 melons.')).toBe('In the garden, there were 4 melons. Rabbits ate 3 melons.');
    expect(answer('Of the 40 apples, 18 are red. How many apples are not red?')).toBe('22 apples');
  });
  it('leaves a question and a part of other things', () => {
    const kept = ['How many of the 40 apples are red?', 'Of the 40 apples, 18 pears are red.'];
    for (const story of kept) expect(plainOutOfWhole(story)).toBe(story);
  });
});
