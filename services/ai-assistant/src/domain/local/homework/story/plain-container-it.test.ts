import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainContainerIt } from './plain-container-it.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('a container said again as "it"', () => {
  it('is named back when the story names one place', () => {
    expect(plainContainerIt('There were 54 scissors in the drawer. Keith added 22 more scissors to it. How many scissors are in the drawer in total?'))
      .toBe('There were 54 scissors in the drawer. Keith added 22 more scissors to the drawer. How many scissors are in the drawer in total?');
    expect(plainContainerIt('A jar had 3 cookies. Tom put 5 cookies in it.')).toBe('A jar had 3 cookies. Tom put 5 cookies in the jar.');
    expect(answer('There were 54 scissors in the drawer. Keith added 22 additional scissors to it. How many scissors are in the drawer in total?')).toBe('76 scissors');
  });

  it('stays when two places are named, or no amount comes before it', () => {
    const kept = [
      'There were 5 apples in the basket and 3 pears on the table. Tom put 5 apples in it. How many apples are in the basket now?',
      'There were 5 apples in the basket. Tom looked in it. How many apples are in the basket?',
    ];
    for (const story of kept) expect(plainContainerIt(story)).toBe(story);
    expect(answer(kept[0]!)).toBeNull();
  });
});
