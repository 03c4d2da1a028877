import { describe, expect, it } from 'vitest';
import { countSyllables, fleschKincaidGrade } from './readability.js';

describe('readability', () => {
  it('counts syllables of common words', () => {
    expect(['cat', 'water', 'banana', 'equation', 'make', 'operation'].map(countSyllables)).toEqual([1, 2, 3, 3, 1, 4]);
  });

  it('scores a children’s sentence far below an academic one', () => {
    const simple = 'The cat sat on the mat. It was a big cat. We like the cat.';
    const academic =
      'Consequently, substituting the determined coefficient into the original relationship demonstrates that the proposed solution satisfies every constraint simultaneously.';
    expect(fleschKincaidGrade(simple)).toBeLessThan(2);
    expect(fleschKincaidGrade(academic)).toBeGreaterThan(14);
  });
});
