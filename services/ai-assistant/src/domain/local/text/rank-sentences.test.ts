import { describe, expect, it } from 'vitest';
import { rankSentences } from './rank-sentences.js';

describe('key sentences of a lesson', () => {
  it('ranks a sentence that leans on the one before ("It means …") below the same idea said whole', () => {
    const sentences = [
      'Net income is revenue after every cost of the firm.',
      'It is revenue minus explicit costs of the firm.',
      'Here is revenue minus explicit costs of the firm.',
    ];
    const [, leaning, whole] = rankSentences(sentences);
    expect(leaning!.score).toBeLessThan(whole!.score);
  });
});
