import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainStartAsked } from './plain-start-asked.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('the start told at the end of the question', () => {
  it('says the start first', () => {
    expect(plainStartAsked('Fred gave Sandy 221 green balloons. How many green balloons does Fred have left from his original 709?'))
      .toBe('Fred had 709 green balloons. Fred gave Sandy 221 green balloons. How many green balloons does Fred have left?');
    expect(answer('Sara lost 7 marbles. How many marbles will Sara have left out of her 10?')).toBe('3 marbles');
  });
  it('leaves "their", other things and a start told before', () => {
    const kept = [
      'Fred gave Sandy 2 cards. How many cards do they have left from their 9?',
      'Fred gave Sandy 2 cards. How many cards does Fred have left from his original 9 stamps?',
      'Fred had 5 cards. Fred gave Sandy 2 cards. How many cards does Fred have left from his 9?',
    ];
    for (const story of kept) expect(plainStartAsked(story)).toBe(story);
  });
});
