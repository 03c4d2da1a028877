import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveGainLossCompare } from './gain-loss-compare.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveGainLossCompare(text)?.answer ?? null;

describe('how many more gained than lost', () => {
  it('compares the two told changes, the end left aside', () => {
    expect(answer('Tom threw away 7 stamps while he found 40 stamps. Now he has 52 stamps. How many more stamps did Tom find than he threw away?')).toBe('33 stamps');
  });

  it('reads the net change, end minus start, when one change is not numbered', () => {
    expect(answer('Lena had 30 shells. After selling some at the fair she bought 25 new ones. She has 41 shells now. How many more shells did she buy than she sold?')).toBe('11 shells');
    expect(answer('Lena had 50 shells. After selling some at the fair she bought 12 new ones. She has 31 shells now. How many more shells did she sell than she bought?')).toBe('19 shells');
    expect(read('12 people were on the train. At the station 5 people got off the train while some more got on. Then there were 20 people altogether on the train. How many more people got on the train than those that got off?')).toBe('8 people');
  });

  it('declines when the question is asked the other way round of the net change', () => {
    expect(read('Lena had 30 shells. After selling some at the fair she bought 25 new ones. She has 41 shells now. How many more shells did she sell than she bought?')).toBeNull();
  });

  it('declines another owner, a verb the story does not number, a missing start and a story that does not add up', () => {
    expect(read('Tom threw away 7 stamps while he found 40 stamps. How many more stamps did Tom find than his sister threw away?')).toBeNull();
    expect(read('Tom threw away 7 stamps while he found 40 stamps. Now he has 52 stamps. How many more stamps did Tom find than he lost?')).toBeNull();
    expect(read('After selling some at the fair Lena bought 25 shells. She has 41 shells now. How many more shells did she buy than she sold?')).toBeNull();
    expect(read('Tom had 10 stamps. He threw away 7 stamps and found 40 stamps. Now he has 50 stamps. How many more stamps did Tom find than he threw away?')).toBeNull();
  });

  it('declines a rate, a relation or a number of another thing', () => {
    expect(read('Tom threw away 7 stamps each day while he found 40 stamps. How many more stamps did Tom find than he threw away?')).toBeNull();
    expect(read('Tom threw away 7 stamps while he found 40 coins. Now he has 52 stamps. How many more stamps did Tom find than he threw away?')).toBeNull();
  });
});
