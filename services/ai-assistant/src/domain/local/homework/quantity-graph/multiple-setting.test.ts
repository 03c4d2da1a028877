import { describe, expect, it } from 'vitest';
import { solveRelations } from './solve-relations.js';

const answer = (text: string): string | null => solveRelations(text)?.answer ?? null;

describe('a multiple told with where it is', () => {
  it('reads "three times as many fish in his tank" like the plain multiple', () => {
    expect(answer('Micah has 7 fish in his tank. Kenneth has three times as many fish in his tank. How many fish does Kenneth have?')).toBe('21 fish');
    expect(answer('Micah has 7 fish in his tank. Kenneth has three times as many fish in his tank. How many fish do Micah and Kenneth have together?')).toBe('28 fish');
  });

  it('declines another owner asked, other things, and one owner at two times of day', () => {
    expect(answer('Micah has 7 fish in his tank. Kenneth has three times as many fish in his tank. How many fish does Ann have?')).toBeNull();
    expect(answer('Micah has 7 fish in his tank. Kenneth has three times as many turtles in his tank. How many fish does Kenneth have?')).toBeNull();
    expect(answer('Ann read 10 pages in the morning. She read twice as many pages in the afternoon. How many pages did Ann read?')).toBeNull();
  });
});
