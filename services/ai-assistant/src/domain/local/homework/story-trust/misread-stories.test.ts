import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { solveLedger } from '../story/solve-ledger.js';
import { solveTakeAway } from './take-away.js';
import { solveChangesLeft } from '../quantity-graph/changes-left.js';
import { solvePartsThenSome } from '../story/parts-then-some.js';

const shown = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('readers that misread a story decline, so the reading that agrees with the words is shown', () => {
  it('reads "N more to buy …" as more of the act before, not as buying', () => {
    const story = 'At the fair Lia had won 30 tokens. If she used 8 to buy some stickers and 12 more to buy a hat. How many tokens did Lia have left?';
    expect(solveLedger(story)?.answer ?? null).not.toBe('34 tokens');
    expect(shown(story)).toBe('10 tokens');
  });

  it('does not read a question about the start as what was taken away', () => {
    const story = 'Some pears were in the bowl. Six pears were taken from the bowl. Now there are four pears. How many pears were in the bowl before some of the pears were taken?';
    expect(solveTakeAway(story)).toBeNull();
    expect(shown(story)).toBe('10 pears');
  });

  it('reads "her dad gives her 5 more" as a gain', () => {
    const story = 'Rita has 40 beads. Her dad gives her 15 more beads. Rita loses 6 beads. How many beads does she have now?';
    expect(solveChangesLeft(story)?.answer ?? '49 beads').toBe('49 beads');
    expect(shown(story)).toBe('49 beads');
  });

  it('does not take "15 of them died" as one more part of a whole', () => {
    const story = 'There were 50 trees in a yard. 14 of them died and another 6 of them were cut. How many trees were still left?';
    expect(solvePartsThenSome(story)).toBeNull();
    expect(shown(story)).toBe('30 trees');
  });

  it('counts a morning and an afternoon as the day asked about', () => {
    expect(shown('Nina wrote 5 letters in the morning and 3 letters in the afternoon. How many letters did Nina write in the day?')).toBe('8 letters');
  });

  it('declines "she gave him 30", where the pronouns do not say who is asked about', () => {
    expect(shown('Lena has 70 stamps. She gave him 30 stamps. How many stamps does she have now?')).toBeNull();
    expect(shown('Lena has 70 stamps. Her aunt gave her 30 stamps. How many stamps does she have now?')).toBe('100 stamps');
  });

  it('reads a money story with a pair of things bought at one price', () => {
    expect(shown('Omar has $40 to spend. He bought a cap for $12, a belt for $7, and a pair of socks for $3. How much money does Omar have left?')).toBe('$18');
  });

  it('does not add a difference told after its number ("10 years less")', () => {
    expect(shown('Ravi has coached for 30 years. His brother has coached for 8 years less. How long is their combined coaching?')).toBeNull();
  });
});
