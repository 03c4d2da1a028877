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
});
