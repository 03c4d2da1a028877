import { describe, expect, it } from 'vitest';
import { readPair } from './pair-multiple.js';
import { solvePairMultiple } from './solve-pair-multiple.js';
import { solveOwnersLeft } from './owners-left.js';

const answer = (text: string): string | null => solvePairMultiple(text)?.answer ?? null;

describe('two amounts, the second told through the first', () => {
  it('reads "50% more … than", "twice as many … as", and one owner with two kinds', () => {
    expect(readPair('A short fence has 20 posts and a long fence has 50% more posts than a short fence.')?.factor.toFraction()).toBe('3/2');
    expect(answer('A short fence has 2 dozen posts and a long fence has 25% more posts than a short fence. How many posts are there altogether?')).toBe('54 posts');
    expect(answer('Rui has 14 cards. Lin has half as many cards as Rui. How many cards do they have in total?')).toBe('21 cards');
    expect(answer('Ava bought 8 plates and three times as many forks as plates. How many items did she buy?')).toBe('32 items');
    expect(answer('Ben baked 40 rolls. Cal baked 3 times as many. How many rolls did Cal bake?')).toBe('120 rolls');
    expect(answer('Ida has $30 and her sister has half as much. How much do they have together?')).toBe('$45');
    expect(answer('Ann and her aunt went to the pond. Ann caught 3 frogs and her aunt caught four times as much as Ann. How many more frogs did her aunt catch compared to Ann?')).toBe('9 frogs');
    expect(answer('Ola has 12 sheets of paper while Tim has twice as many sheets of paper as Ola. How many fewer sheets of paper does Ola have than Tim?')).toBe('12 sheets');
    expect(answer('Ola has 12 sheets of paper while Tim has twice as many sheets of paper as Ola. How many fewer sheets of paper does Tim have than Ola?')).toBeNull();
  });

  it('declines a rate, a comparison with someone not named before, and a part of a thing counted whole', () => {
    expect(answer('Ben eats 12 grapes a day. If his sister eats half as many, how many does his sister eat in a week?')).toBeNull();
    expect(answer('Ben has 12 cards. Cal has twice as many cards as Dee. How many cards do they have in total?')).toBeNull();
    expect(answer('Ben has 5 cards. Cal has half as many cards as Ben. How many cards do they have in total?')).toBeNull();
    // gsm-multi: a total told in the facts is the two together, not the first one's own amount.
    expect(answer('Together Ann and Ben have 60 apples. Ann has twice as many apples as Ben. How many apples does Ann have?')).toBeNull();
    expect(answer('The hat and the scarf cost $31. The hat costs twice as much as the scarf. How much does the hat cost?')).toBeNull();
  });
});

describe('two people told as a pair, each giving away a part of their own', () => {
  it('follows each person and adds what is left', () => {
    expect(solveOwnersLeft('Nia picked 24 plums. Joe picked 2 times as many plums as Nia. If Joe gave away half of his plums, and Nia sold a third of hers, how many in total do they have left?')?.answer).toBe('40 plums');
    expect(solveOwnersLeft('Nia picked 24 plums. Joe picked 2 times as many plums as Nia. If he gave away half of his plums, how many in total do they have left?')).toBeNull();
  });
});
