import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveRelationsWithSum } from './relations-with-sum.js';

const answer = (text: string): string | null => solveRelationsWithSum(text)?.answer ?? null;

describe('relations with a total of three or more', () => {
  it('finds every amount from one unknown and the total', () => {
    expect(answer('Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda. If they have 142 toys all together, how many toys does Mandy have?')).toBe('20 toys');
    expect(answer('Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has 40 more bananas than Lydia. If Lydia has 60 bananas, how many bananas does Donna have?')).toBe('40 bananas');
    expect(answer('Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Barbeck. If there are 27 guitars altogether, how many guitars does Davey have?')).toBe('18 guitars');
    expect(solveProblem('Celine collected twice as many erasers as Gabriel did. Julian collected twice as many erasers as Celine did. If they collected 35 erasers in total, how many erasers did Celine collect?')?.answer).toBe('10 erasers');
  });

  it('declines a total of another thing, a total that leaves someone out, amounts that are not whole, or "there are" without a total', () => {
    expect(answer('Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda. If they have 142 books all together, how many toys does Mandy have?')).toBeNull();
    expect(answer('Ann has 2 times as many pens as Ben. Cy has 3 times as many pens as Ann. Ann, Ben and Dee have 27 pens altogether. How many pens does Cy have?')).toBeNull();
    expect(answer('Ann has 2 times as many pens as Ben. Cy has 3 times as many pens as Ann. Ann, Ben and Cy have 28 pens altogether. How many pens does Cy have?')).toBeNull();
    expect(answer('Ann has 2 times as many pens as Ben. Cy has 3 times as many pens as Ann. There are 27 pens in the box. How many pens does Cy have?')).toBeNull();
  });
});
