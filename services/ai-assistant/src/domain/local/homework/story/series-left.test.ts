import { describe, expect, it } from 'vitest';
import { solveSeriesLeft } from './series-left.js';

const answer = (text: string): string | null => solveSeriesLeft(text)?.answer ?? null;

describe('what is done and still to do, per kind of a collection', () => {
  it('takes what is done of the asked kind from its whole', () => {
    expect(answer('There are 30 different comics and 12 different films in the space cadet collection. If you read 18 of the comics and watched 4 of the films. How many more comics do you still have to read?')).toBe('12 comics');
    expect(answer('There are 30 different comics and 12 different films in the space cadet collection. If you read 18 of the comics and watched 4 of the films. How many more films do you still have to watch?')).toBe('8 films');
  });

  it('finds what is already done from what is still to do', () => {
    expect(answer('There are 25 different puzzles in the brain teaser set. If you are yet to solve 9 of the puzzles. How many puzzles have you already solved?')).toBe('16 puzzles');
  });

  it('declines a done verb that is not the asked one, a number it cannot place, and more done than there is', () => {
    expect(answer('There are 30 different comics in the space cadet collection. If you sold 18 of the comics. How many more comics do you still have to read?')).toBeNull();
    expect(answer('There are 30 different comics in the space cadet collection. You read 18 of the comics in 3 days. How many more comics do you still have to read?')).toBeNull();
    expect(answer('There are 10 different comics in the space cadet collection. If you read 18 of the comics. How many more comics do you still have to read?')).toBeNull();
  });
});
