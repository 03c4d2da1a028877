import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveOneOfEachKind } from './one-of-each-kind.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveOneOfEachKind(text)?.answer ?? null;

describe('one of each kind from a group and a mixed total', () => {
  it('finds one of the first kind, then one of the other, and compares them', () => {
    expect(answer('The weight of 4 apples is 600 g. The total weight of 2 apples and 3 oranges is 900 g. How much heavier is an orange than an apple?')).toBe('50 g');
    expect(answer('The cost of 3 pens is $6. The total cost of 2 pens and 4 books is $20. How much more expensive is a book than a pen?')).toBe('$2');
  });

  it('reads kilograms and grams together in grams', () => {
    expect(answer('The weight of 2 bags of rice is 800 g. The total weight of 5 such bags of rice and 4 jars of jam is 2 kg 200 g. How much heavier is a bag of rice than a jar of jam?')).toBe('350 g');
  });

  it('declines the lighter one asked as heavier, or a kind the totals do not name', () => {
    expect(read('The weight of 4 apples is 600 g. The total weight of 2 apples and 3 oranges is 900 g. How much heavier is an apple than an orange?')).toBeNull();
    expect(read('The weight of 4 apples is 600 g. The total weight of 2 pears and 3 oranges is 900 g. How much heavier is an orange than a pear?')).toBeNull();
    expect(read('The weight of 4 apples is 600 g. The total weight of 2 apples and 3 oranges is 900 g. How much heavier is a melon than an apple?')).toBeNull();
  });

  it('declines a measure the question does not ask about', () => {
    expect(read('The weight of 3 pens is $6. The total cost of 2 pens and 4 books is $20. How much more expensive is a book than a pen?')).toBeNull();
    expect(read('The weight of 4 apples is 600 g. The total weight of 2 apples and 3 oranges is 900 g. How much cheaper is an apple than an orange?')).toBeNull();
  });
});
