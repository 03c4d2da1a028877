import { describe, expect, it } from 'vitest';
import { solvePlaceChange } from './place-change.js';

const answer = (text: string): string | null => solvePlaceChange(text)?.answer ?? null;

describe('place change: what is in one place after some are taken out or put in', () => {
  it('keeps the numbers of the asked place and leaves another place aside', () => {
    expect(answer('There are 60 pears in a crate. Ann has 12 pears in a bag. Tom takes 25 pears out of the crate. How many pears are left in the crate?')).toBe('35 pears');
    expect(answer('Eva removes 9 buttons from a tin. There were originally 40 buttons in the tin. How many buttons are left in the tin?')).toBe('31 buttons');
    expect(answer('There are 14 apples on the table. Dad puts 6 more apples on the table. How many apples are on the table?')).toBe('20 apples');
  });

  it('puts a bare taking or putting in the one place the story tells', () => {
    expect(answer('The basket had 40 plums, but Nia took out 15. How many plums remain in the basket?')).toBe('25 plums');
    expect(answer('There were 40 plums in the basket. Nia ate 15 plums. How many plums are in the basket now?')).toBe('25 plums');
    // Having is no move, and a second place makes the bare move's place unclear.
    expect(answer('There were 40 plums in the basket. Nia has 15 plums. How many plums are in the basket now?')).toBeNull();
    expect(answer('There were 40 plums in the basket and 10 plums in a bowl. Nia took 15 plums. How many plums are in the basket now?')).toBeNull();
  });

  it('declines a number whose place is not told, or no start', () => {
    expect(answer('There are 60 pears in a crate. Ann has 12 pears. Tom takes 25 pears out of the crate. How many pears are left in the crate?')).toBeNull();
    expect(answer('Tom takes 25 pears out of the crate. Ann puts 10 pears in the crate. How many pears are in the crate?')).toBeNull();
  });
});
