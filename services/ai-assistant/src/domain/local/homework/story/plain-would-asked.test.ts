import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { plainWouldAsked } from './plain-would-asked.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('a hypothetical question after conditions told as facts', () => {
  it('asks what there is now', () => {
    expect(plainWouldAsked('A shop had 41 books in the bin. They sold 33 books. How many books would be in the bin?')).toBe('A shop had 41 books in the bin. They sold 33 books. How many books are in the bin now?');
    expect(plainWouldAsked('Tom had 20 dollars. He spent 5 dollars. How much money would he have?')).toBe('Tom had 20 dollars. He spent 5 dollars. How much money does he have now?');
    expect(answer('A shop had 41 books in the bin. If they sold 33 books, but then put 2 more in the bin, how many books would be in the bin?')).toBe('10 books');
  });

  it('leaves a condition still in the facts, an amount for each one, a number in the question or another wording alone', () => {
    const kept = ['If Tom had 20 dollars and he spent 5 dollars. How much money would he have?', 'A shop had 41 books. They sold 33 books. How many books would be in each bin?', 'Tom had 20 dollars. How much money would he have in 3 weeks?', 'A shop had 41 books. How many books would they need to fill the bin?'];
    for (const story of kept) expect(plainWouldAsked(story)).toBe(story);
    expect(answer('Tom had 20 dollars. If he spent 5 dollars, how much money would Sam have?')).toBeNull();
  });

  it('turns a condition in the question\'s sentence into a fact, and needs the place named after a start and a change (mawps-guards)', () => {
    expect(plainWouldAsked('A store had 34 oranges in a bin. If they threw away 20 of the old ones and put 13 new ones in the bin how many would be in the bin?'))
      .toBe('A store had 34 oranges in a bin. They threw away 20 of the old ones and put 13 new ones in the bin. How many are in the bin now?');
    expect(plainWouldAsked('A book store had 41 books in the bargin bin. They sold 33 books, but then put 2 more in the bin. How many books would be in the bin?'))
      .toBe('A book store had 41 books in the bargin bin. They sold 33 books, but then put 2 more in the bin. How many books are in the bin now?');
    const told = [
      'A store had 34 oranges in a bin. If they threw away 20 of the old ones, how many would be in the box?',
      'A store had 34 oranges in a bin. If they put 13 new ones in each bin, how many would be in 3 bins?',
      'A store had 34 oranges in a bin. If they put 13 new ones in, how many oranges would be in each bin?',
      'A store had 34 oranges in a bin. How many would be in the bin?',
    ];
    for (const story of told) expect(plainWouldAsked(story)).toBe(story);
  });
  it('asks "will be … when the workers are finished" and "will the park have" as the place now, a change still to come as told (asdiv-more2)', () => {
    expect(plainWouldAsked('There are 33 oak trees currently in the park. Park workers had to cut down 18 oak trees that were damaged. How many oak trees will be in the park when the workers are finished?'))
      .toBe('There are 33 oak trees currently in the park. Park workers had to cut down 18 oak trees that were damaged. How many oak trees are in the park now?');
    expect(plainWouldAsked('There are 9 oak trees currently in the park. Park workers had to cut down 2 oak trees that were damaged. How many oak trees will the park have when the workers are finished?'))
      .toBe('There are 9 oak trees currently in the park. Park workers had to cut down 2 oak trees that were damaged. How many oak trees are in the park now?');
    const told = [
      'There are 37 short bushes currently in the park. Park workers will plant 20 short bushes today. How many short bushes will the park have when the workers are finished?',
      'There are 9 oak trees currently in the yard. Park workers cut down 2 oak trees. How many oak trees will the park have when the workers are finished?',
      'There are 9 oak trees in the park. Workers cut down 2 oak trees. How many oak trees will be in the park after 3 days?',
    ];
    for (const story of told) expect(plainWouldAsked(story)).toBe(story);
  });
});
