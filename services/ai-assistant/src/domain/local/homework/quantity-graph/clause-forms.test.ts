import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainComparison } from './clause-forms.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('other ways of stating one amount through another', () => {
  it('rewrites "the number of", a repeated verb, "by N years" and "twice X\'s age" into the relation grammar', () => {
    expect(plainComparison('has 3 more than twice the number of stamps that @ben has')).toBe('has 3 more than twice as many stamps as @ben');
    expect(plainComparison('bought 4 times as many pens as does @ben')).toBe('bought 4 times as many pens as @ben');
    expect(plainComparison('is older than @ben by 5 years')).toBe('is 5 years older than @ben');
    expect(plainComparison('is twice @ben\' age')).toBe('is twice as old as @ben');
    expect(plainComparison('has 9 stamps')).toBe('has 9 stamps');
  });

  it('reads an amount with its relation in one sentence', () => {
    expect(answer('Ria had 30 stamps, which is 8 more than what Tom had. How many stamps did Tom have?')).toBe('22 stamps');
    expect(answer('Ria weighs 60 pounds, 5 pounds less than Tom and 9 pounds more than Una. How many pounds do the three weigh together?')).toBe('176 pounds');
    expect(answer('Ria is 11 and is 4 years younger than Tom. How old is Tom?')).toBe('15 years');
  });

  it('reads a relation and a multiple of one subject joined by "but"', () => {
    expect(answer('Ria made 5 more cakes than Tom but half as many cakes as Una. Tom made 7 cakes. How many cakes did Una make?')).toBe('24 cakes');
    expect(answer('Ria has 2 more than 3 times the number of shells that Tom has. If Tom has 6 shells, how many shells do they have together?')).toBe('26 shells');
  });

  it('still declines a sentence it only half understands', () => {
    expect(answer('Ria had 30 stamps, which is 8 more than what Tom gave away. How many stamps did Tom give away?')).toBeNull();
    expect(answer('Ria is 13 times older than Tom. Tom is 2. How old is Ria?')).toBeNull();
  });
});
