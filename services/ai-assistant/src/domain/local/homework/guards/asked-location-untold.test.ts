import { describe, expect, it } from 'vitest';
import { askedLocationUntold } from './asked-location-untold.js';
import { solveProblem } from '../solve-problem.js';

const answer = (statement: string): string | null => solveProblem(statement)?.answer ?? null;

describe('a place the question names and the story never does', () => {
  it('declines when the story tells its things at another place said with the same word', () => {
    expect(askedLocationUntold('There were 28 birds on a wire. Then 13 more birds landed on the wire. What is the total count of birds on the roof now?')).not.toBeNull();
    expect(answer('There were 28 birds on a wire. Then 13 more birds landed on the wire. What is the total count of birds on the roof now?')).toBeNull();
    expect(answer('There are 15 ducks in a pond. 9 more ducks join them. What is the total number of ducks in the lake now?')).toBeNull();
  });

  it('answers the place the story tells, and times or wholes said with "in the"', () => {
    expect(answer('There were 28 birds on a wire. Then 13 more birds landed on the wire. How many birds are on the wire now?')).toBe('41 birds');
    expect(answer('There are 15 ducks in a pond. 9 more ducks join them. How many ducks are in the pond now?')).toBe('24 ducks');
    expect(askedLocationUntold('Sam put 5 apples in a basket in the morning. He put 3 more in the basket. How many apples are in the basket in the end?')).toBeNull();
    expect(askedLocationUntold('There are 6 cups on the table. How many cups are on the shelf?')).not.toBeNull();
  });
});
