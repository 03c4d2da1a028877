import { describe, expect, it } from 'vitest';
import { giverReversed } from './giver-reversed.js';
import { solveProblem } from '../solve-problem.js';

const answer = (statement: string): string | null => solveProblem(statement)?.answer ?? null;

describe('a gift asked the other way round', () => {
  it('declines when the question swaps who gave and who got', () => {
    expect(giverReversed('Mia had 20 shells. Her sister gave her some more shells. Now Mia has 36 shells. How many shells did Mia give her sister?')).not.toBeNull();
    expect(answer('Mia had 20 shells. Her sister gave her some more shells. Now Mia has 36 shells. How many shells did Mia give her sister?')).toBeNull();
    expect(answer('Leo had 40 stickers. He gave some of them to Ava. Now he has 15 stickers. How many stickers did Ava give to Leo?')).toBeNull();
  });

  it('keeps the gift asked the way the story tells it', () => {
    expect(giverReversed('Mia had 20 shells. Her sister gave her some more shells. Now Mia has 36 shells. How many shells did her sister give her?')).toBeNull();
    expect(answer('Mia had 20 shells. Her sister gave her some more shells. Now Mia has 36 shells. How many shells did her sister give her?')).toBe('16 shells');
    expect(answer('Leo had 40 stickers. He gave some of them to Ava. Now he has 15 stickers. How many stickers did Leo give to Ava?')).toBe('25 stickers');
    expect(giverReversed('Sam has 12 apples. How many apples did Sam give to Tom?')).toBeNull();
  });
});
