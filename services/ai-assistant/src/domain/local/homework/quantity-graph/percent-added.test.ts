import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { withoutPercentAdded } from './percent-added.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a tip or a tax on the whole bill', () => {
  it('reads the bill without the percent, then adds it', () => {
    expect(answer('Rosa hires a clown for 4 hours at $20 an hour. She then tips the clown 10%. How much did she pay?')).toBe('$88');
    expect(answer('Omar buys 4 sets of paint. Each set costs 5 dollars. He then pays 10% tax on the order. How much did he pay in total?')).toBe('$22');
  });

  it('keeps the rest of the story and drops "in total" from the question', () => {
    expect(withoutPercentAdded('Omar buys 4 sets of paint. Each set costs 5 dollars. He then pays 10% tax on the order. How much did he pay in total?')?.rest)
      .toBe('Omar buys 4 sets of paint. Each set costs 5 dollars. How much did he pay?');
  });

  it('declines a tip of someone else, a tip for each of something, a condition, or another question', () => {
    expect(answer('Rosa hires a clown for 4 hours at $20 an hour. Tom tips the clown 10%. How much did Rosa pay?')).toBeNull();
    expect(answer('Rosa hires a clown for 4 hours at $20 an hour. She tips the clown 10% for each hour. How much did she pay?')).toBeNull();
    expect(answer('Rosa hires a clown for 4 hours at $20 an hour. She tips the clown 10% if he is on time. How much did she pay?')).toBeNull();
    expect(answer('Rosa hires a clown for 4 hours at $20 an hour. She then tips the clown 10%. How much was the tip?')).toBeNull();
    expect(answer('Rosa hires a clown for 4 hours at $20 an hour. She then tips the clown 10%. How much did the clown get per hour?')).toBeNull();
    expect(answer('Rosa had $100. She hires a clown for 4 hours at $20 an hour. She then tips the clown 10%. How much money does she have left?')).toBeNull();
  });
});
