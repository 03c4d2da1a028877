import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('guards: "the same" amount left unread; a group noun the story never names', () => {
  it('declines a reading that leaves out the others who have the same', () => {
    expect(answer('Each pack has 4 cards. Tim has 5 packs. His 3 friends have the same. How many cards do they have in all?')).toBeNull();
    expect(answer('Each pack has 4 cards. Tim has 5 packs. How many cards does Tim have?')).toBe('20 cards');
  });

  it('declines counting people when the story packs chairs by tables', () => {
    expect(answer('They have some tables, each having 3 chairs. There are a total of 9 chairs. How many people can sit?')).toBeNull();
    expect(answer('They have some tables, each having 3 chairs. There are a total of 9 chairs. How many tables are there?')).toBe('3 tables');
  });
});
