import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { kindList } from './kind-names.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('kinds counted through each other', () => {
  it('writes a list of kinds as relations between names', () => {
    expect(kindList('There are 12 owls and 3 less than twice as many crows as owls.')).toBe('@owl are 12. @crow are 3 less than twice as many as @owl.');
    expect(kindList('A zoo has 4 bears and twice as many wolves.')).toBe('@bear are 4. @wolf are twice as many as @bear.');
    expect(kindList('A zoo has 4 bears and some wolves.')).toBeNull();
  });

  it('solves for one kind or for all of them', () => {
    expect(answer('There are 12 owls and 3 less than twice as many crows as owls. How many crows are there?')).toBe('21 crows');
    expect(answer('Ivy has 6 hens on her farm. She also has twice as many ducks as hens and 5 more geese than ducks. How many birds does she have on her farm?')).toBe('35 birds');
    expect(answer('A zoo has 4 bears and twice as many wolves. How many animals are there in total?')).toBe('12 animals');
    expect(answer('At his farm, Mr. Diaz has 10 hens, twice as many ducks as hens and 3 times as many geese as ducks. How many birds does Mr. Diaz have in total?')).toBe('90 birds');
  });

  it('declines a thing the list does not count, and kinds that belong to different people', () => {
    expect(answer('A zoo has 4 bears and twice as many wolves. How many lions are there?')).toBeNull();
    expect(answer('Tom has 5 cats. Ann has twice as many dogs as cats. How many pets do they have?')).toBeNull();
  });
});
