import { describe, expect, it } from 'vitest';
import { solveRelations } from './solve-relations.js';

const answer = (text: string): string | null => solveRelations(text)?.answer ?? null;

describe('one owner\'s kind told as a multiple of another kind and an offset', () => {
  it('reads "5 less than half as many coconut trees as mango trees" and "He also has"', () => {
    expect(answer('Randy has 60 mango trees. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all?')).toBe('85 trees');
    expect(answer('Tom has 8 red marbles. He also has 3 more than twice as many blue marbles as red marbles. How many blue marbles does Tom have?')).toBe('19 blue marbles');
    expect(answer('Lia has 12 green apples. She has 4 fewer than 3 times as many red apples as green apples. How many red apples does Lia have?')).toBe('32 red apples');
  });

  it('declines a kind never told, another owner, other things, and amounts that are not whole or positive', () => {
    expect(answer('Tom has 8 red marbles. He also has 3 more than twice as many blue marbles as green marbles. How many marbles does Tom have?')).toBeNull();
    expect(answer('Tom has 8 red marbles. Ann has 3 more than twice as many blue marbles as red marbles. How many marbles does Tom have?')).toBeNull();
    expect(answer('Tom has 8 red marbles. He also has 3 more than twice as many blue cars as red marbles. How many marbles does Tom have?')).toBeNull();
    expect(answer('Tom has 8 red marbles. He also has 20 less than twice as many blue marbles as red marbles. How many marbles does Tom have?')).toBeNull();
    expect(answer('Tom has 7 red marbles. He also has 3 more than half as many blue marbles as red marbles. How many marbles does Tom have?')).toBeNull();
    expect(answer('Tom has 8 marbles. He also has 5 marbles. How many marbles does Tom have?')).toBeNull();
  });
});
