import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveTwoCountDifference } from './two-count-difference.js';
import { plainForms } from './plain-forms.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveTwoCountDifference(plainForms(text))?.answer ?? null;

describe('two counts of one thing whose difference is asked', () => {
  it('takes what was taken from the whole when what is left is asked', () => {
    expect(answer('There are 74 apples stored in a crate. Considering that Maya takes away 29 apples, how many apples are left?')).toBe('45 apples');
  });

  it('takes the first part from a told total when the other part is asked', () => {
    expect(read('Two jars held a total of 5230 beads, and the first jar had 2110 beads. How many beads were in the second jar?')).toBe('3120 beads');
  });

  it('takes the start from the end when what was added is asked', () => {
    expect(answer('The number of people on the train increased to 41 when some people boarded it at the station. If the original count was 26, how many people got on the train?')).toBe('15 people');
  });

  it('declines a gain, a count told as what is left, or another thing taken', () => {
    expect(read('There are 74 apples stored in a crate. Maya takes away 29 apples and buys 10 more. How many apples are left?')).toBeNull();
    expect(read('There are 74 apples stored in a crate, and 29 apples are left after Maya takes some. How many apples are left?')).toBeNull();
    expect(read('There are 74 apples stored in a crate. Considering that Maya takes away 29 pears, how many apples are left?')).toBeNull();
  });

  it('declines the whole asked, or the other way of a change', () => {
    expect(read('Two jars held a total of 5230 beads, and the first jar had 2110 beads. How many beads were in both jars?')).toBeNull();
    expect(read('The number of people on the train increased to 41 when some people boarded it at the station. If the original count was 26, how many people got off the train?')).toBeNull();
  });
});
