import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainPassiveLoss } from './plain-passive-loss.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('a loss told in the passive with a verb of spoiling', () => {
  it('says it as lost when what is left is asked', () => {
    expect(plainPassiveLoss('There were 6 bushes in the park. 2 bushes were damaged. How many bushes are left?'))
      .toBe('There were 6 bushes in the park. 2 bushes were lost. How many bushes are left?');
    expect(answer('There were 6 short bushes in the park. 2 short bushes were destroyed. How many short bushes are remaining in the park?')).toBe('4 bushes');
  });
  it('leaves a kind of the whole, and a doer after "by"', () => {
    const kept = ['Tom found 7 shells. 4 shells were damaged. How many shells were intact?', 'There were 6 bushes. 2 bushes were damaged by the storm. How many bushes are left?'];
    for (const story of kept) expect(plainPassiveLoss(story)).toBe(story);
  });
});
