import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveSomeAmongChanges } from './some-among-changes.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveSomeAmongChanges(text)?.answer ?? null;

const BOBBY = 'Bobby had 22 pieces of candy. He ate some pieces of candy. Then he ate 5 more. If he still has 8 pieces of candy left.';

describe('one change told with "some" among changes told with numbers', () => {
  it('solves the unknown change from the start and the end', () => {
    expect(answer('Tom had 20 marbles. He lost some marbles. Then he found 7 marbles. Now he has 15 marbles. How many marbles did he lose?')).toBe('12 marbles');
    expect(answer('Ann had 12 stickers. She bought some stickers. Then she used 5 stickers. Now she has 30 stickers. How many stickers did she buy?')).toBe('23 stickers');
    expect(read(`${BOBBY} How many pieces of candy had he eaten at the start?`)).toBe('9 candies');
    expect(read(`${BOBBY} How many pieces of candy did he eat in all?`)).toBe('14 candies');
  });

  it('declines another actor, another thing, an impossible end, an unclear question or an unread number', () => {
    expect(read('Tom had 20 marbles. He lost some marbles. Then Sam found 7 marbles. Now he has 15 marbles. How many marbles did he lose?')).toBeNull();
    expect(read('Tom had 20 marbles. He lost some marbles. Then he found 7 marbles. Now he has 15 stickers. How many marbles did he lose?')).toBeNull();
    expect(read('Tom had 20 marbles. He lost some marbles. Then he found 7 marbles. Now he has 30 marbles. How many marbles did he lose?')).toBeNull();
    expect(read(`${BOBBY} How many pieces of candy did he eat?`)).toBeNull();
    expect(read('Tom had 20 marbles. He lost some marbles. Then he found 7 marbles and gave 3 to his sister. Now he has 15 marbles. How many marbles did he lose?')).toBeNull();
  });
});
