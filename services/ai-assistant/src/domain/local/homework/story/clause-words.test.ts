import { describe, expect, it } from 'vitest';
import { clausesPick } from './clause-words.js';
import { readStory } from './read-story.js';
import { solveLedger } from './solve-ledger.js';
import { solveVerbTotal } from './verb-total.js';
import { solveStory } from '../story-solvers.js';

const quantities = (text: string) => readStory(text)?.quantities ?? [];

describe('numbers of one sentence told apart by their own words', () => {
  it('finds a place or time said with one number and another said with a later one', () => {
    const told = quantities('Mia baked 6 buns in the morning, 9 buns at noon and 3 buns in the evening. How many buns did Mia bake at noon and in the evening?');
    expect(clausesPick(told, ['noon'])).toBe(true);
    expect(clausesPick(told, ['evening'])).toBe(false);
  });

  it('leaves a place that ends the sentence, "there" or "inside" to every number', () => {
    expect(clausesPick(quantities('Ann took 3 kites and Bo took 5 kites to the beach. How many more kites did Bo have than Ann at the beach?'), ['beach'])).toBe(false);
    expect(clausesPick(quantities('Ann took 3 kites to the beach and then bought 2 more kites there. How many kites did Ann have at the beach?'), ['beach'])).toBe(false);
    expect(clausesPick(quantities('There are 5 pens in a cup and Leo puts 3 more pens inside. How many pens are in the cup?'), ['cup'])).toBe(false);
  });

  it('keeps the ledger and the verb total from adding numbers the question leaves out', () => {
    const story = 'Mia baked 6 buns in the morning, 9 buns in the afternoon and 3 buns in the evening. How many buns did Mia bake in the afternoon and evening?';
    expect(solveLedger(story)).toBeNull();
    expect(solveVerbTotal('Tom swam with 4 kids on friday, 7 kids on saturday and 12 kids on sunday. How many kids did he swim with on friday and saturday?')).toBeNull();
    expect(solveStory(story)?.answer).toBe('12 buns');
  });
});
