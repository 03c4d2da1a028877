import { describe, expect, it } from 'vitest';
import { solveRestOfWhole } from './rest-of-whole.js';

const answer = (text: string): string | null => solveRestOfWhole(text)?.answer ?? null;

describe('rest of a whole: the one part the question names, taken from the whole', () => {
  it('takes the given parts from the whole when the question asks about the rest', () => {
    expect(answer('A shelf holds 50 mugs. 12 are blue, 9 are white, and the rest are yellow. How many yellow mugs are there?')).toBe('29 mugs');
    expect(answer('There are 40 guests at a party. 15 of them are adults and the rest are kids. How many kids are there at the party?')).toBe('25 guests');
    expect(answer('The coach asked 120 players to vote for a color. 75 players voted for red while others voted for gold. How many players voted for gold?')).toBe('45 players');
  });

  it('reads a total told for a listed pair, and the missing one of numbered parts', () => {
    expect(answer('Each week Maya spends a total of 9 hours on piano and violin. If she spends 4 hours on piano. How many hours does she spend on violin?')).toBe('5 hours');
    expect(answer('A story has 3 parts. The first part is 20 pages long and the third part is 15 pages long. If there are a total of 50 pages in the story. How many pages are in the second part?')).toBe('15 pages');
  });

  it('declines when the rest is described like a given part, or the parts are fractions', () => {
    expect(answer('There are 30 kids. 8 of them like tea only, 6 like juice only, and the rest like both tea and juice. How many like tea?')).toBeNull();
    expect(answer('A team of 40 ran. One-fourth of them ran fast and the rest ran slowly. How many ran slowly?')).toBeNull();
    expect(answer('Each week Maya spends a total of 9 hours on piano, violin and drums. If she spends 4 hours on piano. How many hours does she spend on violin?')).toBeNull();
  });
});
