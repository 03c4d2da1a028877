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

  it('ranks a sentence that opens by answering the one before ("However, …") below the same idea said whole', () => {
    const sentences = [
      'A fair coin lands heads or tails with equal chance.',
      'However, the coin lands close to half heads over many tosses of the coin.',
      'Overall, the coin lands close to half heads over many tosses of the coin.',
      'On the other hand, the coin lands close to half heads over many tosses of the coin.',
    ];
    const [, however, whole, otherHand] = rankSentences(sentences);
    expect(however!.score).toBeLessThan(whole!.score);
    expect(otherHand!.score).toBeLessThan(whole!.score);
  });

  it('ranks an example behind its connective ("However, if you toss …") as an example', () => {
    const [, example, stated] = rankSentences([
      'Probability is the long-run share of outcomes.',
      'However, if you toss a coin many times the share of heads nears one half.',
      'The share of heads nears one half when a coin is tossed many times.',
    ]);
    expect(example!.score).toBeLessThan(stated!.score * 0.7);
  });
});
