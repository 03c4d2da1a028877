import { describe, expect, it } from 'vitest';
import { keySentences, rankSentences } from './rank-sentences.js';

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

  it('leaves out a table read as one number and the book\'s exercise instructions', () => {
    const text = [
      'The median is the middle value of the ordered data.',
      'The data are ordered from smallest to largest: 161719202021232425252526 and more data follow.',
      'Use the following information to answer the next three exercises: the data of sixty-five salespersons.',
      'The mode is the most frequent value of the data.',
      'The standard deviation of the data is the square root of 0.49, or σ = = 0.7 for the data.',
    ].join(' ');
    expect(keySentences(text, 5)).toEqual(['The median is the middle value of the ordered data.', 'The mode is the most frequent value of the data.']);
  });
});
