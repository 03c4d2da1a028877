import { describe, expect, it } from 'vitest';
import { solvePatternNext } from './pattern-next.js';

describe('the next amount of a pattern (asdiv-mawps)', () => {
  it('continues the same step, the same factor and steps that grow evenly', () => {
    expect(solvePatternNext('He put 8 stickers on the first page, 16 stickers on the second page, 24 stickers on the third page, and 32 stickers on the fourth page. If this pattern continues, how many stickers will he put on the fifth page?')?.answer).toBe('40 stickers');
    expect(solvePatternNext('Vivian sent 5 pieces of mail in April, 10 pieces of mail in May, 20 pieces of mail in June, and 40 pieces of mail in July. If this pattern continues, how many pieces of mail will Vivian send in August?')?.answer).toBe('80 pieces');
    expect(solvePatternNext('Blanca put 3 magazines in the first pile, 4 magazines in the second pile, 6 magazines in the third pile, and 9 magazines in the fourth pile. If this pattern continues, how many magazines will she put in the fifth pile?')?.answer).toBe('13 magazines');
    expect(solvePatternNext('Jo sent 1 text in November, 2 texts in December and 4 texts in January. If this pattern continues, how many texts will Jo send in February?')?.answer).toBe('8 texts');
    expect(solvePatternNext('Tom put 2 coins in the first jar, 4 coins in the second jar and 6 coins in the third jar. If this pattern continues, how many coins will he put in the sixth jar?')?.answer).toBe('12 coins');
  });

  it('declines no pattern word, places out of order, no one rule, an earlier place and a total', () => {
    const declined = [
      'Tom put 2 coins in the first jar, 4 coins in the second jar and 8 coins in the third jar. How many coins will he put in the fourth jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second jar and 6 coins in the fourth jar. If this pattern continues, how many coins will he put in the fifth jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second jar, 7 coins in the third jar and 9 coins in the fourth jar. If this pattern continues, how many coins will he put in the fifth jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second jar and 6 coins in the third jar. If this pattern continues, how many coins will he put in the second jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second jar and 6 coins in the third jar. If this pattern continues, how many coins will he put in all?',
      'Tom put 2 coins in the first jar and 4 coins in the second jar. If this pattern continues, how many coins will he put in the third jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second jar and 6 coins in the third jar. He has 3 jars left. If this pattern continues, how many coins will he put in the fourth jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second jar and 6 coins in the third jar. If this pattern continues, how many coins will he put in the tenth jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second jar and 6 coins in the third jar. If this pattern continues, how many coins will he have put in jars by the fourth jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second jar and 6 coins in the third jar. If this pattern continues, how many coins will he put in all in the fourth jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second box and 6 coins in the third jar. If this pattern continues, how many coins will he put in the fourth jar?',
      'Tom put 2 coins in the first jar, 4 coins in the second jar and 6 coins in the third jar. If this pattern continues, how many more coins will he put in the fourth jar?',
      'Tom put 1 coin in the first jar, 2 coins in the second jar and 4 coins in the third jar, 7 coins in the fourth jar and 12 coins in the fifth jar. If this pattern continues, how many coins will he put in the sixth jar?',
    ];
    expect(declined.map((story) => solvePatternNext(story)?.answer ?? null)).toEqual(declined.map(() => null));
  });
});
