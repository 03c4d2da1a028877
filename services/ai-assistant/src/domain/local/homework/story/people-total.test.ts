import { describe, expect, it } from 'vitest';
import { solvePeopleTotal } from './people-total.js';

const answer = (text: string): string | null => solvePeopleTotal(text)?.answer ?? null;

describe('people total: kinds of people added under the word for them all', () => {
  it('adds girls and boys as children, and adults and children as people', () => {
    expect(answer('There were 14 girls and 19 boys at the park. How many children were there in all?')).toBe('33 children');
    expect(answer('At the show there were 40 adults and 25 children. How many people were there in total?')).toBe('65 people');
  });

  it('declines a kind the word does not cover, or a change', () => {
    expect(answer('There were 14 girls and 5 teachers at the park. How many children were there in all?')).toBeNull();
    expect(answer('There were 14 girls and 19 boys at the park. If 6 of them left, how many children were there in all?')).toBeNull();
  });
});
