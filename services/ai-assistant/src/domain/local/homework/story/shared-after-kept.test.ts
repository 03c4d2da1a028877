import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveSharedAfterKept } from './shared-after-kept.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveSharedAfterKept(text)?.answer ?? null;

describe('a start shared out equally after an amount kept', () => {
  it('answers each share and the amount given', () => {
    expect(answer('Tom had 50 stickers. He gave equal numbers of stickers to his 5 classmates and still had 15 stickers left. How many stickers did each classmate get?')).toBe('7 stickers');
    expect(answer('Tom had 50 stickers. He gave equal numbers of stickers to his 5 classmates and still had 15 stickers left. How many stickers did Tom give to his classmates?')).toBe('35 stickers');
    expect(answer("In Mia's class 6 are girls who like beads. If Mia has 40 beads and wants to keep 10 beads for herself. How many will each of the girls receive?")).toBe('5 beads');
  });

  it('declines another giver, another thing kept, other recipients, unequal shares or an extra number', () => {
    expect(read('Tom had 50 stickers. Sam gave equal numbers of stickers to his 5 classmates and still had 15 stickers left. How many stickers did each classmate get?')).toBeNull();
    expect(read('Tom had 50 stickers. He gave equal numbers of stickers to his 5 classmates and still had 15 cards left. How many stickers did each classmate get?')).toBeNull();
    expect(read('Tom had 50 stickers. He gave equal numbers of stickers to his 5 classmates and still had 15 stickers left. How many stickers did each teacher get?')).toBeNull();
    expect(read('Tom had 50 stickers. He gave stickers to his 5 classmates and still had 15 stickers left. How many stickers did each classmate get?')).toBeNull();
    expect(read('Tom had 50 stickers. He gave equal numbers of stickers to his 5 classmates and still had 14 stickers left. How many stickers did each classmate get?')).toBeNull();
    expect(read('Tom had 50 stickers. He gave equal numbers of stickers to his 5 classmates and still had 15 stickers left. Then he bought 4 more. How many stickers did each classmate get?')).toBeNull();
  });
});
