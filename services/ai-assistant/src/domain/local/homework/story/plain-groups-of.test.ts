import { describe, expect, it } from 'vitest';
import { plainGroupsOf } from './plain-groups-of.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('groups of a size said with "of"', () => {
  it('names the thing in each group', () => {
    expect(plainGroupsOf('She had 40 cookies, ate 4, and put the rest in bags of 6. How many bags did she fill?')).toBe('She had 40 cookies, ate 4, and put the rest in bags with 6 cookies in each bag. How many bags did she fill?');
  });

  it('reads the groups a total or a rest makes, rounding up for a need', () => {
    expect(answer('She had 40 cookies, ate 4, and put the rest in bags of 6. How many bags did she fill?')).toBe('6 bags');
    expect(answer('48 students ride in buses of 12. How many buses are needed?')).toBe('4 buses');
    expect(answer('50 students ride in buses of 12. How many buses are needed?')).toBe('5 buses');
  });

  it('leaves a story with two counted things or a thing after the size as it is', () => {
    const two = 'She had 40 cookies and 12 cakes. She put them in bags of 6. How many bags did she fill?';
    expect(plainGroupsOf(two)).toBe(two);
    expect(answer(two)).toBeNull();
    const named = 'She put 40 cookies in bags of 6 cookies. How many bags did she fill?';
    expect(plainGroupsOf(named)).toBe(named);
    expect(answer('She had 40 cookies, ate 4, and put the rest in bags of 6. How many cookies are in each bag?')).not.toBe('6 bags');
  });

  it('para-muldiv: reads groups made of a size, the thing told again or not', () => {
    expect(answer('Steven has 30 cards and he wants to make stacks of 6 cards. How many stacks can he make?')).toBe('5 stacks');
    expect(answer('Eric has 64 peanuts. He wants to form groups of 8. How many groups will he form?')).toBe('8 groups');
    const other = 'Steven has 30 cards. He makes stacks of 6 stickers. How many stacks can he make?';
    expect(plainGroupsOf(other)).toBe(other);
  });
});
