import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a number told with a place takes its thing from the story (mawps-asdiv)', () => {
  it('reads "sold 16 at a craft fair" as 16 of the necklaces', () => {
    expect(answer('Charlene made 60 bead necklaces. She sold 16 at a craft fair. She gave 18 to her friends. How many necklaces did Charlene have then?')).toBe('26 necklaces');
    expect(answer('Charlene had 60 necklaces. She sold 16 at a craft fair. She gave 18 to her friends. How many necklaces did Charlene have left?')).toBe('26 necklaces');
  });

  it('never reads a rate as a place, nor another owner\'s sale as hers', () => {
    expect(answer('Charlene had 60 necklaces. Ann sold 16 at a craft fair. How many necklaces did Charlene have left?')).toBeNull();
    expect(answer('Charlene had 60 necklaces. She sold 16 at a price of 3 dollars. How many necklaces did Charlene have left?')).toBeNull();
    expect(answer('Charlene had 60 necklaces. She washed 6 at a time. How many necklaces did Charlene have left?')).toBeNull();
  });
});
