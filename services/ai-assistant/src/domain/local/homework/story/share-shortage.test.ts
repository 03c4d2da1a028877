import { describe, expect, it } from 'vitest';
import { solveShareShortage } from './share-shortage.js';

describe('the shortage of an equal share (asdiv-mawps)', () => {
  it('brings the things up to the next whole share', () => {
    expect(solveShareShortage('A school buys 1,093 chairs. If it wants to distribute them equally into 35 classrooms, how many more chairs should be purchased?')?.answer).toBe('27 chairs');
    expect(solveShareShortage('A company buys 88 bureaus for 14 offices. If each office should get an equal number of bureaus, how many more bureaus are needed at least?')?.answer).toBe('10 bureaus');
    expect(solveShareShortage('Mrs. Dalloway made 85 tarts. If she wants to fill 10 boxes with the same number of tarts, how many more tarts should she make?')?.answer).toBe('5 tarts');
    expect(solveShareShortage('A store owner had six employees and bought five hundred eighty-three uniforms for them. If he wanted to give each employee the same number of uniforms, how many more should he buy so he does not have any extra?')?.answer).toBe('5 uniforms');
    expect(solveShareShortage('Sam has 389 riddles for 18 of his students to guess. If he wants the students to guess the same number of riddles, at least how many more riddles does he need to distribute?')?.answer).toBe('7 riddles');
  });

  it('declines the groups asked, a share that comes out even, a comparison, a third number and no equal shares', () => {
    const declined = [
      'Mrs. Dalloway made 85 tarts. If she wants to fill 10 boxes with the same number of tarts, how many more boxes should she buy?',
      'Mrs. Dalloway made 80 tarts. If she wants to fill 10 boxes with the same number of tarts, how many more tarts should she make?',
      'Mrs. Dalloway made 85 tarts. If she wants to fill 10 boxes with the same number of tarts, how many tarts will be left over?',
      'Mrs. Dalloway made 85 tarts and 12 pies. If she wants to fill 10 boxes with the same number of tarts, how many more tarts should she make?',
      'Mrs. Dalloway made 85 tarts. She wants to fill 10 boxes. How many more tarts should she make?',
      'Mrs. Dalloway made 85 tarts. If she wants to fill 10 boxes with the same number of tarts, how many more tarts than boxes are there?',
      'Mrs. Dalloway made 85 tarts and sold 10 tarts. If she wants the same number of tarts in each box, how many more tarts should she make?',
      'Mrs. Dalloway made 85 tarts. If she wants to give 10 friends the same number of tarts, how many more tarts does each friend need?',
    ];
    expect(declined.map((story) => solveShareShortage(story)?.answer ?? null)).toEqual(declined.map(() => null));
  });
});
