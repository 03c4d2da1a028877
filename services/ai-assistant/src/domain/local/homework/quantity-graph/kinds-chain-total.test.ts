import { describe, expect, it } from 'vitest';
import { solveKindsChainTotal } from './kinds-chain-total.js';

const answer = (text: string): string | null => solveKindsChainTotal(text)?.answer ?? null;

describe('kinds of one owner told through each other, then the whole', () => {
  it('adds every kind when the question asks the whole they are kinds of', () => {
    expect(answer('Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?')).toBe('85 trees');
    expect(answer('Tom has 6 red apples and 2 more green apples than red apples. How many apples does Tom have in total?')).toBe('14 apples');
    expect(answer('There are 10 blue chairs and 3 times as many green chairs as blue chairs. How many chairs are there?')).toBe('40 chairs');
  });

  it('answers one kind of the chain', () => {
    expect(answer('Annie has 6 barrettes, twice as many scrunchies as barrettes, and 3 fewer bobby pins than barrettes. How many bobby pins does Annie have?')).toBe('3 bobby pins');
  });

  it('declines a whole the kinds are not told to be part of, another owner or act, or an extra step', () => {
    expect(answer('Annie has 6 barrettes, twice as many scrunchies as barrettes, and 3 fewer bobby pins than barrettes. How many decorations does Annie have?')).toBeNull();
    expect(answer('Tom has 6 red apples and 2 more green apples than red apples. How many pears does Tom have?')).toBeNull();
    expect(answer('Tom has 6 red apples and 2 more green apples than red apples. How many apples does Ann have in total?')).toBeNull();
    expect(answer('Tom has 6 red apples and 2 more green apples than red apples. How many apples did Tom eat in total?')).toBeNull();
    expect(answer('Tom has 6 red apples and 2 more green apples than red apples. He ate 3 apples. How many apples does Tom have in total?')).toBeNull();
    expect(answer('There are 10 blue chairs and 3 times as many green chairs as blue chairs. How many tables are there?')).toBeNull();
  });

  it('declines an asked thing that is both a kind and the whole of others, or an impossible amount', () => {
    expect(answer('Tom has 6 apples and 2 more red apples than apples. How many apples does Tom have?')).toBeNull();
    expect(answer('Tom has 6 red apples and 8 fewer green apples than red apples. How many apples does Tom have in total?')).toBeNull();
    expect(answer('Tom has 5 red apples and half as many green apples as red apples. How many apples does Tom have in total?')).toBeNull();
  });
});
