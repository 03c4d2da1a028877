import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { withoutMoneyHad } from './money-short.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('the money still needed for a purchase (gsm-money)', () => {
  it('sets the money had aside and asks what is spent', () => {
    const found = withoutMoneyHad('Emir wants to buy a dictionary that costs $5 and a book that costs $11. He has $10. How much more money does Emir need?');
    expect(found?.rest).toBe('Emir wants to buy a dictionary that costs $5 and a book that costs $11. How much will Emir spend?');
    expect(found?.had.valueOf()).toBe(10);
    expect(withoutMoneyHad('Emir wants to buy a book that costs $11. He has $10. How much more money does Emir need to buy 3 books?')).toBeNull();
  });

  it('answers the bill less the money had', () => {
    expect(answer("Emir wants to buy a dictionary that costs $5, a dinosaur book that costs $11, and a children's cookbook that costs $5. He has saved $19 from his allowance. How much more money does Emir need to buy all three books?")).toBe('$2');
    expect(answer('Rose is an aspiring artist. She wants a paintbrush that costs $2.40, a set of paints that costs $9.20, and an easel that costs $6.50 so she can do some paintings. Rose already has $7.10. How much more money does Rose need?')).toBe('$11');
    expect(answer('Emir wants to buy 3 dictionaries that cost $5 each and a book that costs $11. He has $10. How much more money does Emir need?')).toBe('$16');
  });

  it("declines another's money, money that covers the bill, money coming in, or another's money told besides", () => {
    expect(answer('Emir wants to buy a dictionary that costs $5 and a book that costs $11. His sister has $10. How much more money does Emir need?')).toBeNull();
    expect(answer('Emir wants to buy a dictionary that costs $5 and a book that costs $11. He has $20. How much more money does Emir need?')).toBeNull();
    expect(answer('Emir wants to buy a dictionary that costs $5 and a book that costs $11. He has $10 and earns $2 a week. How much more money does Emir need?')).toBeNull();
    expect(answer('Emir wants to buy a dictionary that costs $5 and a book that costs $11. He has $10. His sister has $4. How much more money does Emir need?')).toBeNull();
  });
});
