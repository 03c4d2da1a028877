import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveRemainderDivision } from './remainder-division.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('sharing or packing that does not come out even', () => {
  it('asks for the rest: what is left after equal shares or full boxes', () => {
    expect(answer('Nora baked 47 muffins. If she shares them equally among her 6 cousins, how many muffins will be left?')).toBe('5 muffins');
    expect(answer('A shop has 100 postcards to split evenly between 7 racks. How many extra postcards will it have if each rack gets the same number?')).toBe('2 postcards');
    expect(answer('A crate can hold 12 melons. If there are 100 melons, how many melons are in the crate that is not full?')).toBe('4 melons');
    // asdiv-more: "isn't full" (no word boundary inside "isn't")
    expect(solveRemainderDivision('A crate can hold 12 melons. There are 100 melons. How many melons are in the crate that isn\'t full?')?.answer).toBe('4 melons');
    expect(answer('There are 130 people. A bus can take 40 people. How many people will be left over?')).toBe('10 people');
  });

  it('never reads a person taking some as the size of a group', () => {
    expect(solveRemainderDivision('Sara has 792 black marbles. Out of these, Fred could take 233 black marbles. How many black marbles did Sara have left?')).toBeNull();
  });

  it('asks for each share or the full groups: the whole part', () => {
    expect(answer('Omar has 50 stickers to split equally among his 7 friends. How many stickers will each friend get?')).toBe('7 stickers');
    expect(answer('A tray holds 8 cups. If there are 45 cups, how many trays can be filled completely?')).toBe('5 trays');
  });

  it('asks what is needed: one more group for the rest', () => {
    expect(answer('A van can take 7 children. How many vans are needed for 40 children?')).toBe('6 vans');
  });

  it('asks how many more make the shares equal', () => {
    expect(answer('Ava has 29 pens to share equally among 4 friends. How many more pens does she need so each friend gets the same number?')).toBe('3 pens');
  });

  it('shows the check: total = whole part × size + rest', () => {
    const steps = JSON.stringify(solveRemainderDivision('Nora baked 47 muffins. If she shares them equally among her 6 cousins, how many muffins will be left?')?.steps);
    expect(steps).toContain('47 = 7 × 6 + 5');
  });

  it('declines sharers it cannot count, a number taken away, and a change of time unit', () => {
    expect(answer('Lea made 20 tarts to divide equally between herself and her 4 friends. How many tarts will each person get?')).not.toBe('5 tarts');
    expect(answer('There are 49 pencils in a box. Eric takes 4 pencils. How many are left?')).not.toBe('1 pencil');
    expect(answer('Each hour a pump moves 300 liters. How many days does it take to move 9000 liters?')).toBeNull();
  });

  it('never reads a rate over time as a group size', () => {
    expect(answer('A shop pays Tom $40 every day. He worked for a whole week and spent $150. How much money does he have left?')).not.toBe('$30');
  });
});

describe('a time is no number of sharers', () => {
  it('declines sharing a sum over years when the question asks per month', () => {
    expect(solveRemainderDivision('It takes Ada and Ben 2 years to save $4800. How much does each person save per month if they share the savings equally?')).toBeNull();
  });
});

describe('groups: trays of cookies are not sharers', () => {
  it('declines "3 trays of 12 cookies" shared by people the story does not count', () => {
    expect(solveRemainderDivision('Tim bakes 3 trays of 12 cookies. Jo and Al share them with Bo. How many cookies does each friend get?')).toBeNull();
    expect(solveRemainderDivision('Tim baked 3 trays of 12 cookies. He shared them with his friends. How many cookies does each friend get?')).toBeNull();
  });
});
