import { describe, expect, it } from 'vitest';
import { solveKindsOfWhole } from './kinds-of-whole.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveKindsOfWhole(text)?.answer ?? null;

describe('kinds of a told whole: the one kind not told is the whole minus the told kinds', () => {
  it('reads the whole with kinds by a describing word, "of them", a kind the whole holds, or a negated kind', () => {
    expect(answer('There are 60 animals on the farm. 25 of them are cows and 15 of them are pigs. The rest are goats. How many goats are on the farm?')).toBe('20 goats');
    expect(answer('There are 12 boys and some girls in the class. There are 30 children altogether. How many girls are in the class?')).toBe('18 girls');
    expect(answer('A pond had 45 ducks. 17 ducks were sleeping. How many ducks were not sleeping?')).toBe('28 ducks');
  });

  it('declines near misses: a told kind asked, a kind asked the story never names, another act asked, an extra step, parts over the whole', () => {
    expect(answer('There are 60 animals on the farm. 25 of them are cows and 15 of them are pigs. The rest are goats. How many cows are on the farm?')).toBeNull();
    expect(answer('There are 60 animals on the farm. 25 of them are cows and 15 of them are pigs. How many goats did Tom buy?')).toBeNull();
    expect(answer('There are 60 animals on the farm. 25 of them are cows and 15 of them are pigs. 4 goats were sold. How many goats are left?')).toBeNull();
    expect(answer('There are 20 boys and some girls in the class. There are 12 children altogether. How many girls are in the class?')).toBeNull();
    expect(answer('There are 80 passengers on the plane. The number of men and women is equal. The rest are children. How many children are on the plane if there are 30 men?')).toBeNull();
    expect(answer('A pond had 45 ducks and 30 geese. 17 geese were sleeping. How many ducks were not sleeping?')).toBeNull();
  });

  it('is shown through the story solver', () => {
    expect(solveStory('There are 96 trees in a park. 15 of them are oaks and another 23 of them are firs. The rest are saplings. How many saplings are in the park?')?.answer).toBe('58 saplings');
    expect(solveStory('Mrs. Hilt saw 33 butterflies. Some of the butterflies were red and others were orange. If 20 of the butterflies were orange, how many of them were red?')?.answer).toBe('13 butterflies');
  });
});
