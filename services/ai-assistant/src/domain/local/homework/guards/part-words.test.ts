import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import type { Solved, StorySchema } from '../steps.js';
import { unreadPartWord } from './part-words.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const reading = (schema: StorySchema): Solved => ({ kind: 'word-problem', answer: '$140', steps: [{ kind: 'number-sentence', sentence: '14 * 10 = ?', schema }] });

describe('numbers tied to other numbers are never read as plain amounts', () => {
  it('names "all but", "out of", two places, negatives, "from … to" and untold amounts', () => {
    expect(unreadPartWord('A shop had 14 lamps and sold all but 4 of them for $10 each. How much did it earn?', reading('priced-items'))).toBe('all but a number');
    expect(unreadPartWord('A painter charges $8 per fence and skips 3 out of 10 fences. How much will he earn?', reading('rate'))).toBe('a part out of a whole');
    expect(unreadPartWord('After reading two books from a pile of 12, Ann got 5 more books. How many books does she own?', reading('combine'))).toBe('a part out of a whole');
    expect(unreadPartWord('A cook found 0.5 cups on the first and second shelves and 0.25 cups on the third. How many cups in all?', reading('combine'))).toBe('one amount for two places');
    expect(unreadPartWord('Dina scored 12 points, then 5 points and -7 points. What was her total?', reading('combine'))).toBe('a negative amount');
    expect(unreadPartWord('The fish in a pond grew from 120 fish to 450 fish. How many more fish are there?', reading('combine'))).toBe('an amount changing from one value to another');
    expect(unreadPartWord('Ravi had 12 cars, but only some of them worked. He sold the working cars for $3 each. How much did he make?', reading('priced-items'))).toBe('an amount never told');
  });

  it('leaves "from … to" to the reader of changes, and an untold amount to the readings that do not multiply it', () => {
    expect(unreadPartWord('The fish in a pond grew from 120 fish to 450 fish. How many more fish are there?', reading('change-unknown'))).toBeNull();
    expect(unreadPartWord('Ravi had some cars. Some of them were red. He has 12 cars now. How many did he get?', reading('change-unknown'))).toBeNull();
  });

  it('declines such stories rather than guess', () => {
    expect(answer('A shop had 14 lamps and sold all but 4 of them for 10 dollars each. How much money did the shop earn?')).toBeNull();
    expect(answer('A painter charges 8 dollars per fence and skips 3 out of 10 fences. How much will he earn?')).toBeNull();
    expect(answer('Dina scored 12 points in the first round, 5 points in the second and -7 points in the third. What was her total score?')).toBeNull();
  });
});
