import { describe, expect, it } from 'vitest';
import { plainFrontedHoliday } from './plain-fronted-holiday.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a holiday that opens a sentence before a name (mawps-asdiv)', () => {
  it('leaves the occasion out so the name owns the amount', () => {
    expect(plainFrontedHoliday('For Halloween Faye scored 47 pieces of candy. She ate 25.')).toBe('Faye scored 47 pieces of candy. She ate 25.');
    expect(plainFrontedHoliday('He was busy. On Halloween, Sarah got 5 apples.')).toBe('He was busy. Sarah got 5 apples.');
  });

  it('keeps other openings and a holiday inside a sentence', () => {
    expect(plainFrontedHoliday('For Monday Faye baked 47 pies.')).toBe('For Monday Faye baked 47 pies.');
    expect(plainFrontedHoliday('Faye got 47 pieces of candy for Halloween.')).toBe('Faye got 47 pieces of candy for Halloween.');
  });

  it('lets a change story be read as the named person\'s', () => {
    expect(answer('For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy does Faye have now?')).toBe('62 pieces');
    expect(answer('For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy does her sister have now?')).toBeNull();
  });
});
