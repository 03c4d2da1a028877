import { describe, expect, it } from 'vitest';
import { solveRates } from './solve-rates.js';
import { readMeasures } from './read-rates.js';
import { solveStory } from '../story-solvers.js';

const dims = (facts: string): string[] | undefined => readMeasures(facts)?.map((m) => `${m.value.toString()} ${[...m.dimension].map(([u, p]) => `${u}^${p}`).join(' ')}`);

describe('rate chains: an amount told right before a repeat is the amount of one time', () => {
  it('reads "12 muffins, 2 times a day" as 12 muffins each time', () => {
    expect(dims('Ana bakes 12 muffins, 2 times a day.')).toEqual(['12 muffin^1 time^-1', '2 time^1 day^-1']);
    expect(dims('Each goat eats 3 pounds of hay 2 times a day.')).toEqual(['3 pound^1 goat^-1 time^-1', '2 time^1 day^-1']);
  });

  it('multiplies the repeat in', () => {
    expect(solveRates('Ana bakes 12 muffins, 2 times a day. How many muffins does she bake in 5 days?')?.answer).toBe('120 muffins');
    expect(solveRates('Leo has 3 goats. Each goat eats 2 pounds of hay, 2 times a day. How many pounds of hay do the goats eat in 4 days?')?.answer).toBe('48 pounds');
  });

  it('leaves an amount of another act alone', () => {
    expect(dims('Sam runs 3 miles and swims 2 times a week.')).toEqual(['3 mile^1', '2 time^1 week^-1']);
  });

  it('reads "once" and "twice" with a period as a number of times', () => {
    expect(solveStory('Ana bakes 12 muffins, twice a day. How many muffins does she bake in 5 days?')?.answer).toBe('120 muffins');
    expect(solveStory('Ben visits the park twice a month for 2 hours at a time. How many hours does he spend at the park per year?')?.answer).toBe('48 hours per year');
  });
});

describe('rate chains: a leading "each" belongs to its own clause', () => {
  it('does not carry "each box" over a new subject after ", and"', () => {
    expect(dims('Each box costs $3, and she buys 2 boxes a week.')).toEqual(['3 dollar^1 box^-1', '2 box^1 week^-1']);
  });
});
