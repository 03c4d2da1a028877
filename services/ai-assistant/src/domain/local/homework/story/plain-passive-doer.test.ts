import { describe, expect, it } from 'vitest';
import { plainPassiveDoer } from './plain-passive-doer.js';

describe('a counted amount in the passive with its doer', () => {
  it('is said doer first, in the tense it was told', () => {
    expect(plainPassiveDoer('There were 38 books on a shelf. 10 additional books were placed on the shelf by Marta. How many books are on the shelf?'))
      .toBe('There were 38 books on a shelf. Marta placed 10 additional books on the shelf. How many books are on the shelf?');
    expect(plainPassiveDoer('There were 14 books, but 2 of them were taken by the librarian.')).toBe('There were 14 books, but the librarian took 2 of them.');
    expect(plainPassiveDoer('There are 5 oak trees. 4 more oak trees are planted today by park workers.')).toBe('There are 5 oak trees. Park workers plant 4 more oak trees today.');
    expect(plainPassiveDoer('If 33 photos were uploaded to Facebook by Bianca, how many are left?')).toBe('If Bianca uploaded 33 photos to Facebook, how many are left?');
  });

  it('leaves a place after "by", a verb it does not know in the present, and a clause that starts otherwise', () => {
    const kept = [
      '12 chairs were placed by the window. 5 more chairs were placed there. How many chairs are there?',
      '9 children are amazed by Ruby. How many children are there?',
      'The 4 apples were eaten by Sam. How many are left?',
      '3 watermelons were attacked by rabbits on Monday.',
    ];
    for (const story of kept) expect(plainPassiveDoer(story)).toBe(story);
  });
});
