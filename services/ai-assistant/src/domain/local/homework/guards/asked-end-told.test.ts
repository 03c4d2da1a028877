import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

describe('the end asked is the end the story tells', () => {
  it('declines working out an end that "left", "now" or "currently" already tells', () => {
    for (const story of [
      'Lena has 12 stickers left after she gave away 9 stickers. How many stickers does she have left?',
      'Carl currently weighs 70 kilograms. After he started swimming he lost 8 kilograms. How much does he weigh now?',
    ]) expect(solveStory(story)?.answer ?? null, story).toBeNull();
  });

  it('leaves an end told before a later change, and the start asked', () => {
    expect(solveStory('Lena had 12 stickers. Then she gave away 9 stickers. How many stickers does she have left?')?.answer).toBe('3 stickers');
    expect(solveStory('Lena has 12 stickers left after she gave away 9 stickers. How many stickers did she have at first?')?.answer).toBe('21 stickers');
  });
});
