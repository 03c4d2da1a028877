import { describe, expect, it } from 'vitest';
import { solveEachContents } from './each-contents.js';

const answer = (text: string): string | null => solveEachContents(text)?.answer ?? null;

describe('each contents: containers that each hold several things', () => {
  it('multiplies the asked things in one container by the number of containers', () => {
    expect(answer('There are 12 boxes. Each box has 6 apples and 4 pears in it. How many apples and pears are there in all?')).toBe('120');
    expect(answer('There are 5 crates of melons. Each crate has 8 yellow melons and 3 green melons. How many yellow melons are in the crates altogether?')).toBe('40 yellow melons');
    expect(answer('Nia put her shells and stones into 9 jars with 15 shells and 7 stones in each jar. How many stones does she have?')).toBe('63 stones');
  });

  it('picks one count of containers by the describing word the question uses', () => {
    expect(answer('Omar had 30 tanks for river fish and 12 tanks for sea fish. Each tank has 9 fish in it. How many sea fish does Omar have?')).toBe('108 fish');
  });

  it('declines when a number left aside takes part, or the story changes or plans', () => {
    expect(answer('Eli has 5 hens. His hens lay 2 eggs each morning. If he collects the eggs of 3 mornings, how many eggs will he have?')).toBeNull();
    expect(answer('There are 12 boxes. Each box has 6 apples. Ann has 4 extra apples. How many apples are there in all?')).toBeNull();
    expect(answer('There are 12 boxes. Each box has 6 apples and 4 pears. She ate 3 apples. How many apples are there?')).toBeNull();
    // "4 jazz and 6 rock records": the 4 are records too, not something else left aside.
    expect(answer('Lee bought 4 jazz and 6 rock records, and each record came with 2 posters. How many posters did Lee get?')).toBeNull();
  });
});
