import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('parts added, then grouped or shared', () => {
  it('adds the parts listed together, then multiplies, divides into groups, or shares', () => {
    expect(answer('Lara stacked her games so that each of the shelves had exactly 6 games on it. If she had 3 shelves of puzzle games and 2 shelves of card games, how many games did she have total?')).toBe('30 games');
    expect(answer('Tom baked 12 lemon muffins and 18 banana muffins. If he wants to put all of the muffins in rows of 6 muffins each, how many rows will he have?')).toBe('5 rows');
    expect(answer('Ana took 5 photos with her phone and 7 with her camera. If she sorted the photos into 4 albums with the same number of photos in each album, how many photos were in each of the albums?')).toBe('3 photos');
  });

  it('declines when the question picks only some parts, or a part is a share of another', () => {
    expect(answer('He had 4 tanks for river fish and 6 tanks for sea fish. Each tank has 10 fish in it. How many sea fish does he have?')).toBeNull();
    expect(answer('There are 40 students trying out for the teams. If 16 of them did not get picked and the rest were put into 4 groups, how many students would be in each group?')).not.toBe('14 students');
  });
});
