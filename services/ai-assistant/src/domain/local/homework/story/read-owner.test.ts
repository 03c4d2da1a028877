import { describe, expect, it } from 'vitest';
import { readStory } from './read-story.js';

describe('the owner of a number', () => {
  it('takes a first name the tagger reads as a verb for the subject when a verb follows it', () => {
    const story = readStory('Josh had 42 pencils. He gave 11 pencils to Dora. How many pencils does Josh have left?');
    expect(story?.quantities.map((q) => q.owner)).toEqual(['josh', 'josh']);
  });

  it('takes a first name the tagger reads as a verb for the subject of a clause after "and"', () => {
    const story = readStory('Dan has 40 cards and Sue has 20 cards. How many cards does Dan have?');
    expect(story?.quantities.map((q) => q.owner)).toEqual(['dan', 'sue']);
  });

  it("reads the question's subject after 'How much does', with no counted thing between", () => {
    // The words skipped before the helping verb were "does Ali", which left the giver as the subject.
    expect(readStory('Ali had $21. Leila gave him half of her $100. How much does Ali have now?')?.question.subject).toBe('ali');
    expect(readStory('Ali had 21 apples. Leila gave him 5 apples. How many apples does Ali have now?')?.question.subject).toBe('ali');
  });
});
