import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;
const found = 'Tim found 37 seashells and Sally found 13 seashells on the beach. When they cleaned them, they discovered that 25 were cracked.';

describe('a finding about some of the things changes nothing that was done (mawps-guards)', () => {
  it('leaves "discovered that 25 were cracked" out when the question asks the act again', () => {
    expect(answer(`${found} How many seashells did they find together?`)).toBe('50 seashells');
    expect(answer('Mary found 45 seashells, Melanie found 23 seashells, and Jason found 32 seashells on the beach. When they cleaned them, they discovered that 31 were cracked. How many seashells did they find together?')).toBe('100 seashells');
  });

  it('still declines a question about the state, what is left or kept, or a change that is no finding', () => {
    expect(answer(`${found} How many uncracked seashells did they find together?`)).toBeNull();
    expect(answer(`${found} How many seashells do they have now?`)).toBeNull();
    expect(answer(`${found} How many seashells did they keep?`)).toBeNull();
    expect(answer(`${found} How many cracked seashells did they find?`)).toBeNull();
    expect(answer('Tim found 37 seashells and Sally found 13 seashells on the beach. They threw away 25. How many seashells did they find together?')).toBeNull();
  });
});
