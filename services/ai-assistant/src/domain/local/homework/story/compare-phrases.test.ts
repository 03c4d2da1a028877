import { describe, expect, it } from 'vitest';
import { solveComparePhrases } from './compare-phrases.js';

const answer = (text: string): string | null => solveComparePhrases(text)?.answer ?? null;

describe('compare by phrases: two facts of one thing told apart by their own words', () => {
  it('picks the fact each side of "than" describes and leaves the other numbers aside', () => {
    expect(answer('30 hikers climbed the hill in the morning. 45 hikers climbed the hill in the evening. How many more hikers climbed the hill in the evening than in the morning?')).toBe('15 hikers');
    expect(answer('There are 12 geese living by the lake. If 40 geese flew away to the north and 25 geese flew away to the south. How many fewer geese flew away to the south than those that flew away to the north?')).toBe('15 geese');
    expect(answer('If 50 kids voted for pizza 20 voted for soup and 35 voted for salad. How many more kids voted for pizza than those that voted for salad?')).toBe('15 kids');
  });

  it('reads a time told after the last number of a sentence as every number\'s', () => {
    expect(answer('Mia wrote 9 poems and 4 songs in the morning. She then wrote 5 poems and 8 songs in the evening. How many more poems did Mia write in the morning than in the evening?')).toBe('4 poems');
  });

  it('declines words that may describe either number, and owners', () => {
    expect(answer('A box has 3 rows. The top row is 14 cards long the middle row is 9 cards long and the last row is 2 cards long. How many more cards does the middle row have than the last row?')).toBeNull();
    expect(answer('Sam had 20 red cars and 15 blue cars. His brother had 10 red cars. How many more cars does Sam have than his brother?')).toBeNull();
    // Each side is itself counted (6 tulips, 3 lilies): its number is per flower, not the whole.
    expect(answer('Rhea has 6 tulips and 3 lilies in her garden. If the tulips have 6 petals and lilies have 9 petals, how many more petals do the lilies have than the tulips?')).toBeNull();
  });
});
