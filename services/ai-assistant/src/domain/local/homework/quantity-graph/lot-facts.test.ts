import { describe, expect, it } from 'vitest';
import { solveLotsLeft } from './lots-left.js';
import { solveSumOfProducts } from './sum-of-products.js';
import { solveWordProblem } from '../word-problem-solver.js';
import type { Solved } from '../steps.js';

const facts = (solved: Solved | null): string[] => (solved?.steps.find((s) => s.kind === 'facts') as { facts: string[] } | undefined)?.facts ?? [];

describe('the facts of a story of lots, as the student reads them', () => {
  it('writes each lot as its count and its rate, in money or per unit of measure', () => {
    expect(facts(solveLotsLeft('Rosa had $40. She bought 3 notebooks at $4 each and a lamp for $9. How much money does she have left?'))).toEqual(['40 dollars to pay with', '3 notebooks at $4 each', 'a lamp for $9']);
    expect(facts(solveSumOfProducts('She bought 3 pounds of cheese at $6.50/pound and 4 rolls at $0.25 apiece. How much should she pay?'))).toEqual(['3 pounds at $6.50 per pound', '4 rolls at $0.25 each']);
    expect(facts(solveSumOfProducts('He sees 80 spiders with 8 legs each and 90 insects with 6 legs each. How many legs does he see in all?'))).toEqual(['80 spiders with 8 legs each', '90 insects with 6 legs each']);
  });

  it('names what a lone price pays for in the lots reading and in the quantity reading', () => {
    expect(facts(solveSumOfProducts('Ben ordered 2 pizzas for $11 each and some juice for $3. What is the total cost?'))).toContain('some juice for $3');
    expect(facts(solveWordProblem('Leo has $50. He buys 3 notebooks for $4 each and a pen for $2. How much money does Leo have left?'))).toContain('a pen for 2 dollars');
  });

  it('names nothing when the same price is told twice or no thing is named before it', () => {
    expect(facts(solveLotsLeft('Rosa had $40. She bought 3 notebooks at $4 each, a lamp for $9 and a mug for $9. How much money does she have left?'))).toEqual(['40 dollars to pay with', '3 notebooks at $4 each', '$9', '$9']);
    expect(facts(solveLotsLeft('Rosa had $40. She bought 3 notebooks at $4 each and spent $9 on lunch. How much money does she have left?'))).toContain('$9');
  });
});
