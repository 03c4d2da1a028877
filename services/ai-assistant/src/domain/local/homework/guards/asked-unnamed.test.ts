import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { askedUnnamed } from './asked-unnamed.js';

describe('a question about something the story never names', () => {
  it('declines things counted for a need, or a doer, that the story does not name', () => {
    for (const story of [
      'There are 63 magazines. Each box holds exactly 9 magazines. How many bags are needed?',
      'There are 12 guests at the party. She seats 5 guests per table. How many chairs are needed?',
      'There were 7 kids. Each kid had 3 stickers. How many stickers did the teacher have?',
    ]) {
      expect(askedUnnamed(story), story).not.toBeNull();
      expect(solveStory(story), story).toBeNull();
    }
  });

  it('leaves questions about what the story names', () => {
    expect(solveStory('There are 63 magazines. Each box holds exactly 9 magazines. How many boxes are needed?')?.answer).toMatch(/^7\b/);
    expect(solveStory('There are 12 guests at the party. She seats 5 guests per table. How many tables are needed?')?.answer).toMatch(/^3\b/);
    expect(askedUnnamed('There were 7 kids. Each kid had 3 stickers. How many stickers did the kids have?')).toBeNull();
    expect(askedUnnamed('A baker made 24 muffins and sold 10. How many muffins did the baker keep?')).toBeNull();
    expect(askedUnnamed('There are 4 baskets with 6 berries in each basket. How many berries are there in all?')).toBeNull();
  });
});
