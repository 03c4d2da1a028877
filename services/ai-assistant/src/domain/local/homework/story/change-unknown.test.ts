import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('change unknown: the start and the end are told, the change is asked', () => {
  it('finds a gain as end minus start and a loss as start minus end', () => {
    expect(answer('Lena had 15 stickers in her album. She went to the shop and bought stickers for it. There are now 40 stickers. How many did she buy?')).toBe('25 stickers');
    expect(answer('For his birthday Omar received 30 dollars. He spent some money and has 12 dollars left. How much money did he spend?')).toBe('$18');
  });

  it('reads giving as a loss when the one asked about gave, and a start told only by the end', () => {
    expect(answer('Rita found 50 stamps at the fair. She gave Leo some of her stamps. She has 18 stamps. How many stamps did she give to Leo?')).toBe('32 stamps');
    expect(answer('Omar had some cards. He gave 12 to Ben, and now he has 30 cards left. How many cards did Omar have to start with?')).toBe('42 cards');
  });

  it('declines when the verb does not say which way things went, or the change is not told', () => {
    expect(answer('Lena had 15 stickers. Her brother gave her some. Now she has 40 stickers. How many did he give her?')).toBeNull();
    expect(answer('Lena had 15 stickers. Now she has 40 stickers. How many did she buy?')).toBeNull();
  });
});
