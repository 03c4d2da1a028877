import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;
const onions = 'Nancy, Dan, and Mike grew 15 onions. Nancy grew 2 onions. Dan grew 9 onions.';

describe('a whole several listed owners share (mawps-guards)', () => {
  it('lets the others\' parts be taken from the whole the asked owner shares', () => {
    expect(answer(`${onions} How many onions did Mike grow?`)).toBe('4 onions');
    expect(answer('Sara and Tom grew 15 onions in all. Sara grew 6 onions. How many onions did Tom grow?')).toBe('9 onions');
  });

  it('declines the whole read as the last listed owner\'s own amount', () => {
    expect(answer(`${onions} Mike grew 3 onions last year. How many onions did Mike grow?`)).toBeNull();
  });

  it('keeps relations that split a joint amount', () => {
    expect(answer('Together Tom and Sue ran 36 miles. Tom ran 4 miles more than Sue. How far did Sue run?')).toBe('16 miles');
  });
});
