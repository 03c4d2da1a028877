import { describe, expect, it } from 'vitest';
import { plainWouldBe } from './plain-would-be.js';

describe('"how many would be in the bin?" after changes told as a condition (mawps-guards)', () => {
  it('asks for what is in the named place once the changes are done', () => {
    expect(plainWouldBe('A store had 34 oranges in a bin. If they threw away 20 of the old ones and put 13 new ones in the bin how many would be in the bin?'))
      .toBe('A store had 34 oranges in a bin. They threw away 20 of the old ones and put 13 new ones in the bin. How many are in the bin now?');
    expect(plainWouldBe('A book store had 41 books in the bargin bin. They sold 33 books, but then put 2 more in the bin. How many books would be in the bin?'))
      .toBe('A book store had 41 books in the bargin bin. They sold 33 books, but then put 2 more in the bin. How many books are in the bin now?');
  });

  it('leaves a place the story never names, a number, "each" or a story of one number as told', () => {
    const told = [
      'A store had 34 oranges in a bin. If they threw away 20 of the old ones, how many would be in the box?',
      'A store had 34 oranges in a bin. If they put 13 new ones in each bin, how many would be in 3 bins?',
      'A store had 34 oranges in a bin. If they put 13 new ones in, how many oranges would be in each bin?',
      'A store had 34 oranges in a bin. How many would be in the bin?',
    ];
    for (const story of told) expect(plainWouldBe(story)).toBe(story);
  });
});
