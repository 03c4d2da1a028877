import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('profit: the sale less what was paid (gsm-parts)', () => {
  it('reads what was paid and what the sale brings, each by every reader', () => {
    expect(answer('Sam bought 30 pens for $1 each. He sells them for $3 each. How much profit did Sam make?')).toBe('$60');
    expect(answer('Bob bought 2 show dogs for $250.00 each to breed as a side business. The female just had a litter of 6 puppies. If he sells each puppy for $350.00, what is his total profit?')).toBe('$1600');
    expect(answer("Burt spent $2.00 on a packet of basil seeds and $8.00 on potting soil. The packet of seeds yielded 20 basil plants. He sells each basil plant for $5.00 at the local farmer's market. What is the net profit from his basil plants?")).toBe('$90');
  });

  it('declines a profit asked per thing, a cost per thing without its count, a sale without a count, and other money', () => {
    expect(answer('Sam bought 30 pens for $1 each. He sells them for $3 each. How much profit did Sam make on each pen?')).toBeNull();
    expect(answer('You spend $1 on the string for each bracelet and $3 on beads for each bracelet. You sell the bracelets for $6 each. If you sell 25 bracelets, how much profit will you make?')).toBeNull();
    expect(answer('Sam bought a box of 30 pens for $10. He sells each pen for $12. How much profit did Sam make?')).toBeNull();
    expect(answer('Sam bought 30 pens for $1 each. He sells them for $3 each. He pays $5 in taxes. How much profit did Sam make?')).toBeNull();
    expect(answer('Sam bought 30 pens for $1 each. He sells 20 pens for $3 each. His sister sells 10 pens for $2 each. How much profit did Sam make?')).toBeNull();
  });
});
