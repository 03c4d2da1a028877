import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainElidedThan } from './plain-elided-than.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('a comparison whose other side is left out', () => {
  it('says the one other owner with "than"', () => {
    expect(plainElidedThan('Sean has 223 whistles, while Charles has 95 fewer whistles. How many whistles does Charles have?'))
      .toBe('Sean has 223 whistles, while Charles has 95 fewer whistles than Sean. How many whistles does Charles have?');
    expect(answer('Mia has 20 stickers. Leo has 7 more. How many stickers does Leo have?')).toBe('27 stickers');
    expect(answer('Sam has 12 marbles, and Tom has 5 marbles more than him. How many marbles does Tom have?')).toBe('17 marbles');
  });
  it('declines a change, two other owners and other things', () => {
    expect(answer('Mia has 20 stickers. Leo bought 7 more. How many stickers does Leo have?')).toBeNull();
    expect(answer('Mia has 20 stickers and Ann has 4 stickers. Leo has 7 more. How many stickers does Leo have?')).toBeNull();
    expect(answer('Mia has 20 stickers. Leo has 7 more marbles. How many marbles does Leo have?')).toBeNull();
  });
});
