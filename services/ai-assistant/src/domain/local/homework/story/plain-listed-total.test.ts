import { describe, expect, it } from 'vitest';
import { plainListedTotal } from './plain-listed-total.js';
import { solveStory } from '../story-solvers.js';

describe('"a total of" before a list of amounts', () => {
  it('says the list itself', () => {
    expect(plainListedTotal('Ken caught a total of 3 trout, 5 bass and 2 pike.')).toBe('Ken caught 3 trout, 5 bass and 2 pike.');
    expect(plainListedTotal('They found a total of 12 shells on the beach, 4 shells in the pool, and 6 shells at the dock.')).toBe('They found 12 shells on the beach, 4 shells in the pool, and 6 shells at the dock.');
  });

  it('keeps a total of one amount', () => {
    expect(plainListedTotal('Ken caught a total of 10 fish, 3 of them trout.')).toBe('Ken caught a total of 10 fish, 3 of them trout.');
    expect(plainListedTotal('A total of 20 kids and 4 adults came.')).toBe('A total of 20 kids and 4 adults came.');
  });

  it('lets the readers add the listed amounts', () => {
    expect(solveStory('Ivy counted a total of 12 green frogs, 5 tree frogs and 3 brown frogs. How many frogs did Ivy count in all?')?.answer).toBe('20 frogs');
  });
});
