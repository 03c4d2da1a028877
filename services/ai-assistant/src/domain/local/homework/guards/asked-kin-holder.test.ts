import { describe, expect, it } from 'vitest';
import { askedKinHolder } from './asked-kin-holder.js';
import { solveStory } from '../story-solvers.js';

describe('a relative asked whose amount the story never tells', () => {
  it('declines what the one given to has', () => {
    expect(askedKinHolder('Nina had 40 stickers. She gave 15 stickers to her brother. How many stickers does her brother have?')).not.toBeNull();
    expect(solveStory('Nina had 40 stickers. She gave 15 stickers to her brother. How many stickers does her brother have now?')).toBeNull();
  });

  it('lets the relative be asked when the story tells what they had, and leaves the giver asked alone', () => {
    expect(askedKinHolder('Nina had 40 stickers. Her brother had 10 stickers. She gave him 15 stickers. How many stickers does her brother have now?')).toBeNull();
    expect(askedKinHolder('Nina had 40 stickers. She gave 15 stickers to her brother. How many stickers does Nina have now?')).toBeNull();
    expect(solveStory('Nina had 40 stickers. She gave 15 stickers to her brother. How many stickers does Nina have now?')?.answer).toBe('25 stickers');
  });
});
