import { describe, expect, it } from 'vitest';
import { plainTotalOf } from './plain-total-of.js';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('"a total of N" said of one owner\'s first amount', () => {
  it('says the amount plainly for one owner, a place, and a whole something is taken out of', () => {
    expect(plainTotalOf('Kevin found a total of 12 shells, but 5 were broken. How many shells were not broken?'))
      .toBe('Kevin found 12 shells, but 5 were broken. How many shells were not broken?');
    expect(plainTotalOf('There were a total of 45 chairs in the hall, but 12 were broken.')).toBe('There were 45 chairs in the hall, but 12 were broken.');
    expect(plainTotalOf('A total of 8 cats were in the shelter before 6 more cats were brought in.')).toBe('There were 8 cats in the shelter before 6 more cats were brought in.');
    expect(plainTotalOf('The dog ate 4 cookies out of a total of 20 cookies.')).toBe('The dog ate 4 cookies out of 20 cookies.');
  });

  it('keeps a total that sums parts: told later, listed after it, after an amount, or of two owners', () => {
    const kept = [
      'Omar collected a total of 50 stamps. He collected 18 stamps in May. How many stamps did he collect in June?',
      'Omar collected a total of 50 stamps, including 18 from Spain.',
      'Rita bought a total of 24 pens and 10 pencils.',
      'Nina read 9 pages each day and read a total of 63 pages.',
      'Ann and Ben picked a total of 40 plums.',
      'They picked a total of 40 plums.',
      'The farm grew a total of 40 plums.',
      'How many plums did Ann pick if she picked a total of 40 plums?',
    ];
    for (const story of kept) expect(plainTotalOf(story)).toBe(story);
  });

  it('answers the stories it says plainly, and declines near misses', () => {
    expect(answer('A total of 8 cats were in the shelter before 6 more cats were brought in. How many cats are in the shelter now?')).toBe('14 cats');
    expect(answer('A total of 8 cats were in the shelter before 6 more cats were brought in. How many dogs are in the shelter now?')).toBeNull();
    expect(answer('Sam had a total of 20 cards. He got 7 more cards from Leo. How many cards does Leo have now?')).toBeNull();
    expect(answer('Omar collected a total of 50 stamps. He collected 18 stamps in May. How many stamps did Omar collect in the other months?')).toBe('32 stamps');
  });
});
