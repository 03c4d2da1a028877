import { describe, expect, it } from 'vitest';
import { readStory } from './read-story.js';

describe('the owner of a number', () => {
  it('takes a first name the tagger reads as a verb for the subject when a verb follows it', () => {
    const story = readStory('Josh had 42 pencils. He gave 11 pencils to Dora. How many pencils does Josh have left?');
    expect(story?.quantities.map((q) => q.owner)).toEqual(['josh', 'josh']);
  });
});
