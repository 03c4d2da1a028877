import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { twoOfOneName } from './one-owner-asked.js';

describe('who the amounts belong to', () => {
  it('leaves out what another person has when the question asks about one', () => {
    expect(solveStory('Ivo has 9 stamps, and Pia has 4. If Ivo finds 20 more stamps, what will be the total number of stamps he has?')?.answer).not.toBe('33 stamps');
    // What someone collected is theirs too (24 caps was shown: Albert's 9 added to Anne's 15; found by para-while).
    expect(solveStory('Albert collected 9 caps. Anne had 10 caps. Anne then finds 5 more. How many caps does she have in total?')?.answer).not.toBe('24 caps');
  });

  it('still totals what two people have when the question asks about both', () => {
    expect(solveStory('Ivo has 9 stamps and Pia has 4 stamps. How many stamps do they have in total?')?.answer).toBe('13 stamps');
  });

  it('does not take away what someone else gave to the one who had them', () => {
    expect(solveStory("There were 60 beads in Lena's box. After Omar gave 15 beads to her, what is the new total?")?.answer).not.toBe('45 beads');
  });

  it('still adds what was given to the one who had them', () => {
    expect(solveStory('Lena had 60 beads. Omar gave her 15 beads. How many beads does Lena have now?')?.answer).toBe('75 beads');
  });

  it('knows a gift between two people of one name is unread', () => {
    expect(twoOfOneName('Mr. Tan gave Mrs. Tan 5 roses. She had 7 roses.')).toBe(true);
    expect(twoOfOneName('Mrs. Tan had 7 roses. Mr. Tan gave her 5 roses.')).toBe(false);
  });
});
