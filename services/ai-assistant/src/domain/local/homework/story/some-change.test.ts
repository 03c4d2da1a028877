import { describe, expect, it } from 'vitest';
import { solveSomeChange } from './some-change.js';

const answer = (text: string): string | null => solveSomeChange(text)?.answer ?? null;

describe('some change: a start, a change told with "some", and the end', () => {
  it('finds what came or went from the start and the end', () => {
    expect(answer('There are 40 ducks on the pond. Some more ducks fly down to the pond. Now there are 58 ducks. How many ducks flew down?')).toBe('18 ducks');
    expect(answer('Omar had 75 stickers. Some of his stickers blew away. Now he has 60 stickers left. How many stickers blew away?')).toBe('15 stickers');
  });

  it('declines when the way of the change disagrees with the numbers or the question asks something else', () => {
    expect(answer('There are 40 ducks on the pond. Some more ducks fly down to the pond. Now there are 28 ducks. How many ducks flew down?')).toBeNull();
    expect(answer('There are 40 ducks on the pond. Some more ducks fly down to the pond. Now there are 58 ducks. How many ducks are brown?')).toBeNull();
  });
});
