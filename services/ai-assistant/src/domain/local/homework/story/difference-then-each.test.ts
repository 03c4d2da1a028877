import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveDifferenceThenEach } from './difference-then-each.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveDifferenceThenEach(text)?.answer ?? null;

describe('a difference, then a rate for each of it', () => {
  it('prices what was used up: a start and what is left', () => {
    expect(answer('Each mug was 3 dollars. Nora started with 20 mugs and had 5 mugs left. How much money did she earn?')).toBe('$45');
    expect(answer('Leo bought 8 tokens. After the games he had 2 tokens left. If each token cost $2, how much money did Leo spend on the games?')).toBe('$12');
  });

  it('prices what is still needed: what is had and what is needed', () => {
    expect(answer('Ivy had 4 stamps, but needed 10 total for her album. If each one costs $3, how much money would she need to finish the album?')).toBe('$18');
    expect(answer('Max baked 6 pies, but needed 9 total for the fair. If he used 2 cups of sugar on each one, how many cups of sugar does he still need?')).toBe('6 cups of sugar');
  });

  it('checks the answer a second way in its steps', () => {
    const steps = solveDifferenceThenEach('Each mug was 3 dollars. Nora started with 20 mugs and had 5 mugs left. How much money did she earn?')?.steps ?? [];
    expect(steps.some((s) => s.kind === 'check' && s.statement.includes('20 × 3 − 5 × 3'))).toBe(true);
  });

  it('declines a question about what is left, or asked the other way round', () => {
    expect(read('Each mug was 3 dollars. Nora started with 20 mugs and had 5 mugs left. How much money are the mugs left worth?')).toBeNull();
    expect(read('Ivy had 10 stamps, but needed 4 total for her album. If each one costs $3, how much money would she need?')).toBeNull();
  });

  it('declines a rate for another thing, another unit asked or an extra number', () => {
    expect(read('Each vase was 3 dollars. Nora started with 20 mugs and had 5 mugs left. How much money did she earn?')).toBeNull();
    expect(read('Max baked 6 pies, but needed 9 total for the fair. If he used 2 cups of sugar on each one, how many cups of flour does he still need?')).toBeNull();
    expect(read('Each mug was 3 dollars. Nora started with 20 mugs, sold 4 plates and had 5 mugs left. How much money did she earn?')).toBeNull();
    expect(read('Each mug was 3 dollars and each plate was 5 dollars. Nora started with 20 mugs and had 5 mugs left. How much money did she earn?')).toBeNull();
  });

  it('declines a rate per a period or a count that is not of the priced thing', () => {
    expect(read('Each worker was paid 9 dollars. The shop started with 20 mugs and had 5 mugs left. How much money did it earn?')).toBeNull();
    expect(read('Max baked 6 pies, but needed 9 total for the fair. If he used 2 cups of sugar every day, how many cups of sugar does he still need?')).toBeNull();
  });
});
