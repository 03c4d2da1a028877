import { describe, expect, it } from 'vitest';
import { solveTrips } from './trips.js';

describe('trips with a load limit', () => {
  it('adds the loads and shares them into full trips', () => {
    expect(solveTrips('Ben can carry 6 chairs at a time. He has to move 20 chairs from one room and 10 chairs from another. How many trips will he make?')?.answer).toBe('5 trips');
  });

  it('needs one more trip for a part load', () => {
    const solved = solveTrips('Mia can only carry 4 boxes at once. If she has to carry 13 boxes, how many trips must she make?');
    expect(solved?.answer).toBe('4 trips');
    expect(solved?.steps.some((s) => s.kind === 'check' && s.statement.includes('one more trip'))).toBe(true);
  });

  it('declines loads told by weight or count that are not what the limit counts', () => {
    expect(solveTrips('A truck can carry 900 pounds at a time. He buys four 50-pound sacks and 6 boxes. How many trips does he need?')).toBeNull();
    expect(solveTrips('Ned can carry 5 trays at a time. He must pick up 5 trays each from two tables. How many trips will he make?')).toBeNull();
  });

  it('answers only a question about trips', () => {
    expect(solveTrips('Ben can carry 6 chairs at a time. He has to move 30 chairs. How many chairs are left?')).toBeNull();
  });
});
