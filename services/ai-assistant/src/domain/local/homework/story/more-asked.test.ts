import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveMoreAsked } from './more-asked.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveMoreAsked(text)?.answer ?? null;

describe('how many more or fewer one of two told amounts is', () => {
  it('compares the amount the question names with the other one', () => {
    expect(answer('Nora has 18 stamps. Her cousin, Eli, has 32 stamps. How many fewer stamps does Nora have?')).toBe('14 stamps');
    expect(answer('Last spring the Hill farm grew 410 pears. This spring the Lake farm grew 560 pears. How many more pears did the Lake farm grow?')).toBe('150 pears');
  });

  it('declines a change, a relation, another act or a side that fits no one number', () => {
    expect(read('Tom had 18 cards. He gave 5 cards to Ann. How many more cards does Tom have?')).toBeNull();
    expect(read('Tom has 18 cards. Ann has 5 more cards than Tom. How many more cards does Ann have?')).toBeNull();
    expect(read('Tom has 18 cards. Ann has 30 cards. How many more cards does Ann need?')).toBeNull();
    expect(read('Tom has 18 cards. Ann has 30 cards. How many more cards does Tom have?')).toBeNull();
    expect(read('Tom read 18 pages on Monday. He read 30 pages on Tuesday. How many more pages did he read?')).toBeNull();
  });
});
