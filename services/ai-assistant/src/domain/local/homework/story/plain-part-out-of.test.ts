import { describe, expect, it } from 'vitest';
import { plainPartOutOf } from './plain-part-out-of.js';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('a part taken out of a named owner\'s whole, the whole said first', () => {
  it('tells the owner\'s whole, then the part taken', () => {
    expect(plainPartOutOf('The dog ate 4 cookies out of 20 cookies that Pam baked. How many cookies does Pam have left?'))
      .toBe('Pam baked 20 cookies. The dog ate 4 cookies. How many cookies does Pam have left?');
    expect(plainPartOutOf('Birds ate 6 cherries out of the 40 Hugo grew in his garden.')).toBe('Hugo grew 40 cherries in his garden. Birds ate 6 cherries.');
    expect(plainPartOutOf('Tim took 5 out of 17 marbles that Sue had.')).toBe('Sue had 17 marbles. Tim took 5 marbles.');
  });

  it('leaves a whole without a named owner, of other things, or told by a pronoun', () => {
    const kept = [
      'Birds ate 6 cherries out of the 40 cherries that were ripe.',
      'Joe ate 3 apples out of 11 pears that Tina picked.',
      'Todd ate 14 out of 38 cupcakes that she baked.',
      'How many did Todd eat out of 38 cupcakes that Sarah baked?',
    ];
    for (const story of kept) expect(plainPartOutOf(story)).toBe(story);
  });

  it('answers what is left of the owner\'s things, and declines the other one\'s or other things', () => {
    expect(answer('The dog ate 4 cookies out of 20 cookies that Pam baked. How many cookies does Pam have left?')).toBe('16 cookies');
    expect(answer('The dog ate 4 cookies out of 20 cookies that Pam baked. How many muffins does Pam have left?')).toBeNull();
    expect(answer('The dog ate 4 cookies out of 20 cookies that Pam baked. How many cookies does the dog have?')).toBeNull();
  });
});
