import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainMoneyAsked } from './plain-money-asked.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('money asked another way', () => {
  it('asks the cost with "how much", and tells the money to spend first', () => {
    expect(plainMoneyAsked('One pencil costs $3. What is the cost of 6 pencils?')).toBe('One pencil costs $3. How much do 6 pencils cost?');
    expect(plainMoneyAsked('Pencils cost $3 each. How many pencils can Sam buy with $18?')).toBe('Pencils cost $3 each. Sam has $18. How many pencils can Sam buy?');
    expect(answer('If one pencil costs 3 dollars, what is the cost of 6 pencils?')).toBe('$18');
    expect(answer('Each pencil costs 3 dollars. How many pencils can Sam buy with 18 dollars?')).toBe('6 pencils');
  });
  it('leaves a buyer told by a pronoun or with money already told', () => {
    const kept = ['Pens cost $3 each. How many pens can he buy with $18?', 'Sam has $5. Pens cost $3 each. How many pens can Sam buy with $18?'];
    for (const story of kept) expect(plainMoneyAsked(story)).toBe(story);
  });
});
