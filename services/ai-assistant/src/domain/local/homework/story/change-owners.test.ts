import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { readStory } from './read-story.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;
const owners = (text: string): Array<string | null> => readStory(text)?.quantities.map((q) => q.owner) ?? [];

describe('changes: whose amount a change is', () => {
  it('reads a relative as someone else, or by the name told after it', () => {
    expect(owners('Mary had $50. Her father paid $12 for her lunch. How much money does Mary have left?')).toEqual(['mary', 'her father']);
    expect(owners('Anna gets 14 candies. Her brother Billy gets 11 candies. How many more candies does Anna get?')).toEqual(['anna', 'billy']);
    // "she" cannot be her father: the person before him.
    expect(owners('Mary had 5 pens. Her father gave her 3 pens. She lost 2 pens. How many pens does Mary have?')).toEqual(['mary', 'her father', 'mary']);
  });

  it('keeps what the asked person gains and loses', () => {
    expect(answer('Tom had 12 apples. Sara gave Tom 5 apples. How many apples does Tom have now?')).toBe('17 apples');
    expect(answer('Mary had $50. She spent $12 on a book. How much money does Mary have left?')).toBe('$38');
    expect(answer('Mildred has 77 oranges and her father adds 2 oranges. How many oranges does she have now?')).toBe('79 oranges');
    expect(answer('Sandy counted 31 nickels in her jar. Her dad borrowed 20 nickels from the jar. How many nickels are now left in the jar?')).toBe('11 nickels');
  });

  it('declines a change that starts from someone other than the asked person', () => {
    expect(answer('Anna had 30 marbles. She gave 6 marbles to Mike. How many marbles does Mike have now?')).toBeNull();
    expect(answer('Anna had 30 marbles. She sold 6 marbles to Mike. How many marbles does Mike have now?')).toBeNull();
    expect(answer('Anna had 30 marbles. She lost 6 marbles. Mike found them. How many marbles does Mike have now?')).toBeNull();
  });

  it('declines money someone else paid', () => {
    expect(answer('Mary had $50. Her father paid $12 for her lunch. How much money does Mary have left?')).toBeNull();
    expect(answer('Mary had $50. Her friend spent $12 on a book. How much money does Mary have left?')).toBeNull();
    expect(answer('Mary had $50. Tom bought 2 books for $6 each. How much money does Mary have left?')).toBeNull();
  });

  it('declines what a relative bought for themselves', () => {
    expect(answer('Joe had 10 cards. His sister bought another 4 cards. How many cards does Joe have now?')).toBeNull();
    expect(answer('Joe had 10 cards. He bought another 4 cards. How many cards does Joe have now?')).toBe('14 cards');
  });

  it('declines a gain told as already done, or told back in time after an amount had now', () => {
    expect(answer('Joe has 10 cards. His sister had already given him 3. How many cards does Joe have?')).toBeNull();
    expect(answer('Joe has 10 cards. Sam had already given him 3 cards. How many cards does Joe have now?')).toBeNull();
    expect(answer('Joe has 10 cards. Sam had given him 3. How many cards does Joe have?')).toBeNull();
    expect(answer('Joe had 10 cards. Sam had given him 3 of those cards. How many cards does Joe have now?')).toBeNull();
    expect(answer('Joe had 10 cards. Sam gave him 3 cards. How many cards does Joe have now?')).toBe('13 cards');
  });

  it('does not compare rates as amounts', () => {
    expect(answer('Anna gets 14 pieces of candy per house. Her brother Billy gets 11 pieces of candy per house. Anna visits 60 houses and Billy visits 75 houses. How many more pieces of candy does Anna get?')).not.toBe('3 pieces');
  });
});
