import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('parts added when a later sentence names only some of them (mawps-bins)', () => {
  it('does not group every part when the act names one kind', () => {
    expect(answer('Tom had 12 red marbles and 8 blue marbles. He put the red marbles in bags with 4 marbles in each bag. How many bags did he use?')).not.toBe('5 bags');
    expect(answer('Tom had 12 red marbles and 8 blue marbles. He put the blue ones in bags with 4 marbles in each bag. How many bags did he use?')).not.toBe('5 bags');
    expect(answer('Sam had 6 carnations and 19 roses. He put the roses in vases with 5 roses in each vase. How many vases did he use?')).not.toBe('5 vases');
  });

  it('groups every part when the act names all of them or none', () => {
    expect(answer('Tom had 12 red marbles and 8 blue marbles. He put them in bags with 5 marbles in each bag. How many bags did he use?')).toBe('4 bags');
    expect(answer('Faye was placing her pencils and crayons into 11 rows with 31 pencils and 27 crayons in each row. How many pencils and crayons does she have altogether?')).toBe('638');
    expect(answer('There were 5 kids playing tag when 3 more players joined the game. If each player had 2 flags, how many flags did they have in all?')).toBe('16 flags');
  });
});
