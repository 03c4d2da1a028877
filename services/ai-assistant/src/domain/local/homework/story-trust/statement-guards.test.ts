import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { numberWordsRead, writtenNumbers } from './number-words.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('stories in a shape no schema models are declined', () => {
  it('ratios ("for every 3 … 2 …") and equal unknown amounts ("the same number of")', () => {
    expect(answer('For every 3 children who chose apples, 2 children chose pears. There were 30 votes for apples. How many fewer children chose pears than apples?')).toBeNull();
    expect(answer('Ella and Sam have the same number of coins. Ella spent 8 of her coins. How many coins does Sam have?')).toBeNull();
    // The relation-changes reader models this one: the difference does not depend on the unknown amount.
    expect(answer('Ella and Sam have the same number of coins. Ella spent 8 of her coins. Sam found 6 more coins. How many more coins did Sam have than Ella then?')).toBe('14 coins');
  });

  it('keeps equal sharing ("the same number in each")', () => {
    expect(answer('There are 84 chairs in a hall. If the hall has 7 rows with the same number of chairs in each row, how many chairs are in each row?')).toBe('12 chairs');
  });

  it('fractions written with a hyphen ("one-fourth of the pieces")', () => {
    expect(answer('Zoe has 4 cakes. Each cake has 8 pieces. She gave away one-fourth of the pieces. How many pieces were left?')).toBeNull();
  });

  it('some days of each week ("every day that starts with S") against a week', () => {
    expect(answer('Max bakes 6 pies on every day that starts with the letter S. How many pies does he bake in one week?')).toBeNull();
    expect(answer('Julia ran 4 miles on Monday and 3 miles on Tuesday. How many miles did she run in all?')).toBe('7 miles');
  });

  it('estimates ("about how much")', () => {
    expect(answer('Grace had 50 boxes. Together the boxes weighed 260 kilograms. About how much did each box weigh?')).toBeNull();
  });

  it('a number written in words is read whole or the story declines', () => {
    expect(writtenNumbers('She had sixty-eight shells, one hundred-twenty cards and sixteen pens but two cats.').map((n) => n.value)).toEqual([68, 120, 16]);
    expect(numberWordsRead('Mia had eighty-six shells and found some more.', [6])).toBe(false);
    expect(numberWordsRead('Mia had eighty-six shells and found some more.', [86])).toBe(true);
  });
});
