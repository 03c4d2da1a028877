import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('equal groups asked of an act or an owner the story never told', () => {
  it('declines a product asked of a giving, selling or owner the story does not tell', () => {
    expect(answer('There were 7 kids. Each kid had 3 stickers. How many stickers did the kids give away?')).toBeNull();
    expect(answer('There were 7 kids. Each kid had 3 stickers. How many stickers did the teacher have?')).toBeNull();
    expect(answer('There are 6 crates. Each crate contains 12 melons. How many melons were sold?')).toBeNull();
  });

  it('still multiplies the groups the question asks about', () => {
    expect(answer('There were 7 kids. Each kid had 3 stickers. How many stickers did the kids have in total?')).toBe('21 stickers');
    expect(answer('There are 6 crates. Each crate contains 12 melons. How many melons are there in total?')).toBe('72 melons');
  });
});
