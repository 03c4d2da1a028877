import { describe, expect, it } from 'vitest';
import { readStory } from './read-story.js';
import { restThenGroups } from './two-step.js';

const sentence = (text: string): string | null => {
  const story = readStory(text);
  return story ? restThenGroups(story)?.expression ?? null : null;
};

describe('take away, then group or price the rest', () => {
  it('prices or groups what is left after a part is given, eaten or not sold', () => {
    expect(sentence('Ben bought 12 boxes of candy and gave 5 boxes to his sister. Each box has 3 pieces. How many pieces does Ben have left?')).toBe('(12 - 5) * 3');
    expect(sentence('Zoe had 13 chocolate bars. She did not sell 6 bars. Each bar costs $6. How much money did she make?')).toBe('(13 - 6) * 6');
  });

  it('never prices the rest when the part named is the part sold: the money is for what was sold', () => {
    expect(sentence('Zoe had 13 chocolate bars. She sold 7 bars for $6 each. How much money did she make?')).toBeNull();
    expect(sentence('Each chocolate bar in a box cost $6. If a box had 13 bars total and Zoe sold 7 bars, how much money would she have made?')).toBeNull();
  });
});
