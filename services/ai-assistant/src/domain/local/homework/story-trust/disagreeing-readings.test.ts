import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import type { Solved } from '../steps.js';
import { solveCheckedStory } from './checked-story.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const says = (answerText: string) => (): Solved => ({ kind: 'word-problem', answer: answerText, steps: [{ kind: 'number-sentence', sentence: '1 + 1 = ?', schema: 'combine' }] });

describe('readings that misread a story are never shown', () => {
  it('two readers that give different numbers decline; readers that agree are shown', () => {
    const story = 'Ann has 5 pens. She buys 3 more pens. How many pens does she have now?';
    expect(solveCheckedStory(story, [says('8 pens'), says('2 pens')])).toBeNull();
    expect(solveCheckedStory(story, [says('8 pens'), says('8')])?.answer).toBe('8 pens');
    expect(solveCheckedStory(story, [says('$1,200'), says('1200 dollars')])?.answer).toBe('$1,200');
  });

  it('things taken from one place and put into another: the asked place gains them', () => {
    expect(answer('There were some tulips in the vase. Omar cut 12 more tulips from his garden and put them in the vase. Now there are 30 tulips in the vase. How many tulips were in the vase at first?')).not.toBe('42 tulips');
    expect(answer('There were 9 tulips in the vase. Omar cut 5 more tulips from his garden and put them in the vase. How many tulips are in the vase now?')).toBe('14 tulips');
  });

  it('an amount asked for each one is not a rate to multiply', () => {
    expect(answer('Lena has 5 cards for her aunts and 3 cards for her cousins. She has 96 stickers and wants to put the same number on each card. How many stickers can she put on each card?')).not.toBe('768 stickers');
  });

  it('money someone starts with is not part of what they spend', () => {
    expect(answer('Rob starts with $90. He buys 2 kites for 12 dollars each and 4 balls for 3 dollars each. How much did he spend in total?')).not.toBe('$126');
  });

  it('"three times older than" is no offset counted in "times"', () => {
    expect(answer('Mia is four times older than Leo. Leo is two times older than Ada. If Ada is 3, how old is Mia?') ?? '').not.toMatch(/times/);
  });
});
