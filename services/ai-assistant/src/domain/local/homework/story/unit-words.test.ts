import { describe, expect, it } from 'vitest';
import { readStory } from './read-story.js';
import { verbAfterPlural } from './unit-words.js';

const units = (text: string): string[] => readStory(text)?.quantities.map((q) => q.unit) ?? [];

describe('a verb right after the things counted is not part of their name', () => {
  it('ends the thing at a plural noun followed by what the things do', () => {
    expect(verbAfterPlural('ducks', 'swim')).toBe(true);
    expect(units('There are 6 ducks in the pond. 4 more ducks swim over to the pond. How many ducks are in the pond?')).toEqual(['duck', 'duck']);
  });

  it('keeps names of two nouns, whose plural comes last', () => {
    expect(verbAfterPlural('apple', 'pies')).toBe(false);
    expect(units('Mia baked 5 apple pies and 3 cherry tarts. How many apple pies did she bake?')).toEqual(['pie', 'tart']);
  });
});
