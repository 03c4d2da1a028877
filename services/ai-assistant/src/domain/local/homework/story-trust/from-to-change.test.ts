import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveFromToChange } from './from-to-change.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('an amount told in two states: the change is the later less the earlier', () => {
  it('reads a rise, a fall and a plain "went from … to"', () => {
    expect(answer('The number of fish in a pond grew from 120 fish to 450 fish. How many more fish are there?')).toBe('330 fish');
    expect(answer('The price of a bike dropped from 90 dollars to 65 dollars. By how much did the price drop?')).toBe('$25');
    expect(answer('A bus went from 20 riders to 31 riders after a stop. How many riders got on at the stop?')).toBe('11 riders');
  });

  it('declines when the question asks no change or the verb and the numbers disagree', () => {
    expect(solveFromToChange("A ship's load increased from 500 tons to 800 tons. What is the new load on the ship?")).toBeNull();
    expect(solveFromToChange('The crowd increased from 900 people to 400 people. How many more people came?')).toBeNull();
    expect(solveFromToChange('The price fell from 80 dollars to 60 dollars. What is the percent decrease?')).toBeNull();
  });
});
