import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveEqualSplit } from './equal-split.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveEqualSplit(text)?.answer ?? null;

describe('a total split into equal groups', () => {
  it('counts the groups from a size told with "each" or "groups of"', () => {
    expect(answer('Nora had 12 stickers. She gave 3 stickers to each of her cousins. How many cousins did she give stickers to?')).toBe('4 cousins');
    expect(answer('The plums are sorted into groups of size 6. There are a total of 42 plums. How many groups are there?')).toBe('7 groups');
    expect(answer('The stall made $80 by selling mugs. It makes $16 off each mug sold. How many mugs did it sell?')).toBe('5 mugs');
  });

  it('finds the size from a count of groups and a total', () => {
    expect(answer('Ann has 3 boxes with the same number of pens in each. She has a total of 24 pens. How many pens are in each box?')).toBe('8 pens');
    expect(answer('The stall made $84 by selling 4 mugs. What is the cost of each mug?')).toBe('$21');
  });

  it('declines a total that is not all of it, or of another thing', () => {
    expect(read('Ann has 3 boxes with the same number of pens in each. One box has 24 pens. How many pens are in each box?')).toBeNull();
    expect(read('Ann has 3 boxes with the same number of pens in each. She has a total of 24 pencils. How many pens are in each box?')).toBeNull();
    expect(read('The plums are sorted into groups of size 6. There are 42 pears. How many groups are there?')).toBeNull();
    expect(read('Nora had 12 cards. She gave 3 stickers to each of her cousins. How many cousins did she give stickers to?')).toBeNull();
  });

  it('declines the question asked the other way round, a change first, a remainder or a third number', () => {
    expect(read('Nora had 12 stickers. She gave 3 stickers to each of her cousins. How many stickers did each cousin get?')).toBeNull();
    expect(read('The stall made $84 by selling 4 mugs. How many mugs did it sell?')).toBeNull();
    expect(read('Nora had 12 stickers. She lost 2 and gave 3 stickers to each of her cousins. How many cousins did she give stickers to?')).toBeNull();
    expect(read('Nora had 13 stickers. She gave 3 stickers to each of her cousins. How many cousins did she give stickers to?')).toBeNull();
    expect(read('The stall made $84 by selling 4 mugs and 2 plates. What is the cost of each mug?')).toBeNull();
    expect(answer('The stall made $84 by selling 4 mugs and 2 plates. What is the cost of each mug?')).toBeNull();
  });
});

describe('equal split: a total of two kinds asked', () => {
  it('declines "how many koalas and kangaroos altogether" (it said 36 koalas)', () => {
    expect(read('Legoland has 5 kangaroos for each koala. Legoland has 180 kangaroos. How many koalas and kangaroos are there altogether?')).toBeNull();
  });
});
