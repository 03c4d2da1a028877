import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a question asked part way through the story (mawps-asdiv)', () => {
  it('declines a reading that uses a number told after the asked point', () => {
    expect(answer('Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy did Faye have after the first night?')).toBeNull();
    expect(answer('Tom had 30 cards. He sold 5 cards on Monday. Then he bought 8 cards. How many cards did he have after Monday?')).toBeNull();
  });

  it('keeps a question about the end of the story', () => {
    expect(answer('Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy does Faye have now?')).toBe('62 pieces');
  });
});
