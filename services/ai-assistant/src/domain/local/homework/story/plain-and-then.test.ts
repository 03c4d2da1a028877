import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainAndThen } from './plain-and-then.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('"and then" with its subject left out', () => {
  it('says the subject again', () => {
    expect(plainAndThen('Joan had 9 apples and then got 4 more from Mary.')).toBe('Joan had 9 apples. Then Joan got 4 more from Mary.');
    expect(answer('Sam bought 9 apples, and then gave 4 to Mary. How many apples does Sam have left?')).toBe('5 apples');
  });
  it('leaves a question and a sentence with its own second subject', () => {
    const kept = ['How many did Joan have and then give away?', 'The box had 9 apples and then Joan took 4.'];
    for (const story of kept) expect(plainAndThen(story)).toBe(story);
  });
});
