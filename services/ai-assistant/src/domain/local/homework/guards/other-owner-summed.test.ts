import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from '../story/plain-forms.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe("one person's total never adds another person's own amount", () => {
  it('declines a sum with a stranger\'s own amount', () => {
    expect(answer('Albert collected 9 caps. Anne had 10 caps. Anne then finds 5 more. How many caps does she have in total?')).toBeNull();
    expect(answer('Albert collected 9 caps. Anne had 10 caps. Anne then finds 5 more. How many caps does Anne have in total?')).toBeNull();
  });
  it('adds a gift to the asked person, and everyone\'s when more than one is asked', () => {
    expect(answer('Tom had 5 caps. Sam gave him 3 more. How many caps does Tom have?')).toBe('8 caps');
    expect(answer('Sara picked 6 pears and Tim picked 5 pears from the pear tree. How many pears were picked in total?')).toBe('11 pears');
    expect(answer('Sara picked 6 pears and Tim picked 5 pears. How many pears did they pick together?')).toBe('11 pears');
  });
});
