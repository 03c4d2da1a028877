import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainListedMore } from './plain-listed-more.js';

describe('a listed kind told with "more"', () => {
  it('drops "more" before a kind new to the list of the same thing', () => {
    expect(plainListedMore('Ivy read 3 pages of poems, 6 pages of stories and 5 more pages of plays. How many?')).toBe('Ivy read 3 pages of poems, 6 pages of stories and 5 pages of plays. How many?');
    expect(solveStory('Ivy read 3 pages of poems, 6 pages of stories and 5 more pages of plays. How many more pages of stories than poems did she read?')?.answer).toBe('3 pages');
    expect(solveStory('Ivy had to read 3 pages of history homework, 6 pages of science homework and 5 more pages of music homework. How many pages of history and music homework did she read?')?.answer).toBe('8 pages');
  });

  it('keeps "more" of a kind told before, of another thing, or in a comparison', () => {
    expect(plainListedMore('Ivy read 3 pages of poems, 6 pages of stories and 5 more pages of poems. How many?')).toContain('5 more pages of poems');
    expect(plainListedMore('Ivy read 3 pages of poems, 6 lines of stories and 5 more pages of plays. How many?')).toContain('5 more pages');
    expect(plainListedMore('Ivy read 3 pages of poems, 6 pages of stories and 5 more pages of plays than Ann. How many?')).toContain('5 more pages');
    expect(solveStory('Ivy read 3 pages of poems, 6 pages of stories and 5 more pages of poems. How many pages of poems did she read?')?.answer).not.toBe('5 pages');
  });
});
