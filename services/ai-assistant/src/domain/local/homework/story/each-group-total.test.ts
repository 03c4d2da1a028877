import { describe, expect, it } from 'vitest';
import { solveEachGroupTotal } from './each-group-total.js';

const answer = (text: string): string | null => solveEachGroupTotal(text)?.answer ?? null;

describe('each group total: "each" pointing back at counted groups', () => {
  it('multiplies the groups by what each one holds', () => {
    expect(answer('There are 2 children and each one has 6 pencils. How many pencils are there in total?')).toBe('12 pencils');
    expect(answer('5 clown mobiles each carry 28 clowns. How many clowns are in all the mobiles?')).toBe('140 clowns');
    expect(answer('45 students rode in each of the 8 buses. How many students went to the concert?')).toBe('360 students');
    expect(answer('There are 84 leaves in a garden and on each leaf are 139 ladybugs. How many ladybugs are in the garden in total?')).toBe('11676 ladybugs');
    expect(answer('There are 5 clown mobiles and each clown mobile is crammed with 28 clowns. How many clowns are in all the mobiles combined?')).toBe('140 clowns');
    expect(answer('There are 4 boxes and each one weighs 2.5 pounds. How many pounds do the boxes weigh in total?')).toBe('10 pounds');
  });

  it('declines when "each" names other things or comes before the groups', () => {
    expect(answer('There are 2 children and each bag has 6 pencils. How many pencils are there in total?')).toBeNull();
    expect(answer('There are 2 children and each one has 6 pencils. How many children are there?')).toBeNull();
    expect(answer('45 students rode in each of the 8 buses. How many buses are there?')).toBeNull();
  });

  it('declines changes, comparisons, questions per group, other owners and parts of things', () => {
    expect(answer('There are 2 children and each one lost 6 pencils. How many pencils are there in total?')).toBeNull();
    expect(answer('There are 2 children and each one has 6 more pencils than Tom. How many pencils are there in total?')).toBeNull();
    expect(answer('There are 2 children and each one has 6 pencils. How many pencils are left?')).toBeNull();
    expect(answer('Tom has 2 bags and each one has 6 apples. How many apples does Ann have?')).toBeNull();
    expect(answer('There are 3 tables and each one has 2.5 apples. How many apples are there in total?')).toBeNull();
    expect(answer('8 buses each can hold 45 students. How many students went to the concert?')).toBeNull();
  });

  it('reads the groups counted in the question by their own noun', () => {
    expect(answer('In each game, Melissa collected 120 points. How many points did she score in total in 10 games?')).toBe('1200 points');
    expect(answer('There are 13 hockey games played each month. How many games will be played in 14 months?')).toBe('182 hockey games');
    expect(answer('Sam reads 20 pages each week. How many pages does he read in 7 days?')).toBeNull();
    expect(answer('There are 2 kids and each one has 6 pencils. How many pencils are there in 2 boxes?')).toBeNull();
  });

  it('declines when the asked thing is the groups told before a trailing "each"', () => {
    expect(answer('The club has 15 members with 4 tickets each. How many members does the club have?')).toBeNull();
    expect(answer('There are 30 shelves with 9 books each. How many shelves are there?')).toBeNull();
    expect(answer('Mike worked 3 hours each day for 5 days. How many days did he work?')).toBeNull();
  });
});
