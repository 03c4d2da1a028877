import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveStartEndChange } from './start-end-change.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveStartEndChange(text)?.answer ?? null;

describe('the change between a start and an end somebody holds', () => {
  it('reads a gain from a start and an end, in either order', () => {
    expect(answer('Last week Mara had 12 dollars. She walked dogs over the weekend and now has 31 dollars. How much money did Mara earn?')).toBe('$19');
    expect(answer('Omar now has 64 stamps. At first he had 25 stamps. How many stamps did Omar collect?')).toBe('39 stamps');
  });

  it('reads a loss, with the end told as what is left or in the question', () => {
    expect(answer('Nina had 90 beads. She made bracelets and now has 34 beads left. How many beads did Nina use?')).toBe('56 beads');
    expect(answer('Leo has 45 red cards and 20 blue cards. How many red cards does he need to give away so that he will have 30 red cards left?')).toBe('15 cards');
  });

  it("sets aside another person's start and end, each told with its name", () => {
    expect(answer('Last week Ada had 14 dollars and Ben had 9 dollars. They sold lemonade and now Ada has 50 dollars and Ben has 21 dollars. How much money did Ben make?')).toBe('$12');
  });

  it('declines when the asked way disagrees with the numbers, or a number is no holding', () => {
    expect(read('Last week Mara had 12 dollars. She walked dogs and now has 31 dollars. How much money did Mara spend?')).toBeNull();
    expect(read('Mara had 12 dollars. She earned 31 dollars. How much money did Mara earn?')).toBeNull();
    expect(read('Mara had 12 dollars. She earned 5 dollars each day and now has 31 dollars. How much money did Mara earn?')).toBeNull();
    expect(read('Nina had 90 beads. Now she has 34 beads left. How many more beads did Nina use than her sister?')).toBeNull();
  });

  it('declines when the holder asked is unclear, several ends are told, or kinds differ', () => {
    expect(read('Last week Ada had 14 dollars and Ben had 9 dollars. Now Ada has 50 dollars and Ben has 21 dollars. How much money did they make?')).toBeNull();
    expect(read('Ada had 14 cards while Ben had 9 cards. She gave some to Ben and now has 5 cards left. How many cards did Ada give to Ben?')).toBeNull();
    expect(read('Leo had 45 red cards. Now he has 30 blue cards. How many cards did Leo lose?')).toBeNull();
    expect(read('Leo had 45 cards. Now he has 30 cards. His sister now has 12 cards. How many cards did his sister get?')).toBeNull();
  });
});
