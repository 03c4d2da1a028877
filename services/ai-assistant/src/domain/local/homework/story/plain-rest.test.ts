import { describe, expect, it } from 'vitest';
import { plainRest } from './plain-rest.js';
import { solveStory } from '../story-solvers.js';

describe('the other part named by the question', () => {
  it('tells the rest with the state the question asks about', () => {
    expect(plainRest('Kai picked 9 plums. 2 of them were rotten. How many plums were fresh?')).toBe('Kai picked 9 plums. 2 of them were rotten and the rest were fresh. How many plums were fresh?');
    expect(plainRest('Kai bought 9 cups, but 2 of them were cracked. How many cups were not cracked?')).toBe('Kai bought 9 cups, but 2 of them were cracked and the rest were not cracked. How many cups were not cracked?');
    expect(solveStory('Kai picked 9 plums. 2 of them were rotten. How many plums were fresh?')?.answer).toBe('7 plums');
  });

  it('says nothing of the rest for a question about the same state or another word', () => {
    const same = 'Kai picked 9 plums. 2 of them were rotten. How many plums were rotten?';
    const other = 'Kai picked 9 plums. 2 of them were rotten. How many plums were purple?';
    const negated = 'Kai picked 9 plums. 2 of them were rotten. How many plums were not fresh?';
    expect([plainRest(same), plainRest(other), plainRest(negated)]).toEqual([same, other, negated]);
  });

  it('leaves a story that already tells its rest alone', () => {
    const story = 'Kai picked 9 plums. 2 of them were rotten and the others were fresh. How many plums were fresh?';
    expect(plainRest(story)).toBe(story);
  });
});
