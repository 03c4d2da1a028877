import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { kindOf, kindPricesAsItems } from './kind-prices.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('prices per kind of person (gsm-prices)', () => {
  it('says the prices of kinds as priced tickets and the people counted as tickets bought', () => {
    expect(kindPricesAsItems('tickets cost 12 dollars for adults and 8 dollars for children. 2 adults and 3 children go.')).toEqual({ text: 'adult ticket costs 12 dollars, child ticket costs 8 dollars. 2 adult tickets and 3 child tickets go.', people: true });
    expect(kindOf("children's")).toBe('child');
    expect(kindOf('senior citizens')).toBe('senior');
    expect(kindOf('parents')).toBeNull();
  });

  it('adds the tickets of every kind of person counted', () => {
    expect(answer('A family is going to the amusement park. The adult tickets cost $22 for admission, and the tickets for children cost $7. The family consists of 2 adults and 2 children. What is the total price the family will pay for admission?')).toBe('$58');
    expect(answer('Tickets cost $12 for adults and $8 for children. 2 adults and 3 children go to the zoo. How much do they pay?')).toBe('$48');
    expect(answer('The cost of a ticket is $6 for an adult and $4 for a child. 3 adults and 2 children watch a movie. How much do they pay in total?')).toBe('$26');
    expect(answer('The price of an adult ticket is $15, and the price of a child ticket is $8. A group of 4 adults and 5 children went to the park. How much did they pay in total?')).toBe('$100');
    expect(answer('Tickets cost $7 for teenagers and $4 for children. 3 teenagers and 2 children go to the fair. How much do they pay in total?')).toBe('$29');
  });

  it('takes the children\'s tickets from the adults\' when the question asks how many dollars more', () => {
    expect(answer("Nine adults went to a play with seven children. Adult tickets are $11 each and children's tickets are $7 each. How many dollars more did the adults' tickets cost in total than the children's tickets in total?")).toBe('$50');
  });

  it('declines a priced kind nobody counted, a price nobody bought and a question about one kind', () => {
    expect(kindPricesAsItems('mary goes with her 3 children. tickets cost 2 dollars for adults and 1 dollars for children.')).toBeNull();
    expect(answer('Mary goes with her 3 children to the circus. Tickets cost $2 for adults and $1 for children. How much does she pay?')).toBeNull();
    expect(answer('Tickets cost $12 for adults and $8 for children. 2 adults and 3 children go to the zoo. Parking costs $5. How much do they pay?')).toBeNull();
    expect(answer("Tickets cost $12 for adults and $8 for children. 2 adults and 3 children go to the zoo. How much do the children's tickets cost?")).toBeNull();
    expect(answer('Tickets cost $12 for adults and $8 for children. 2 adults and 3 children go to the zoo. How much do the children pay?')).toBeNull();
    expect(answer('Tickets cost $12 for adults and $8 for students. 2 adults and 3 children go to the zoo. How much do they pay?')).toBeNull();
  });
});
