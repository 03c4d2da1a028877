import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('mixtures of solutions', () => {
  it('finds one unknown amount, both amounts of a told total, or the final percent', () => {
    expect(answer('How many liters of a 20% acid solution must be mixed with 10 liters of a 50% acid solution to make a 30% acid solution?')).toBe('20 liters');
    expect(answer('How many liters of water must be added to 10 liters of a 30% alcohol solution to make a 20% alcohol solution?')).toBe('5 liters');
    expect(answer('How many gallons of pure antifreeze must be added to 12 gallons of a 25% antifreeze solution to get a 40% antifreeze solution?')).toBe('3 gallons');
    expect(answer('A 10% solution and a 40% solution are mixed to make 30 liters of a 20% solution. How many liters of each are used?')).toBe('20 liters of the 10% solution and 10 liters of the 40% solution');
    expect(answer('A chemist mixes 6 liters of a 30% salt solution with 4 liters of a 80% salt solution. What is the percent of salt in the mixture?')).toBe('50%');
  });

  it('declines a percent no mixture of the parts can reach, mixed units and water boiled off', () => {
    expect(answer('How many liters of a 20% acid solution must be mixed with 10 liters of a 50% acid solution to make a 60% acid solution?')).toBeNull();
    expect(answer('How many liters of a 20% acid solution must be mixed with 10 gallons of a 50% acid solution to make a 30% acid solution?')).toBeNull();
    expect(answer('10 liters of a 30% solution is heated and 2 liters of water evaporate. What is the percent of the mixture?')).toBeNull();
  });

  it('blends two goods by price: the amount for a blend price, or the blend\'s price per unit', () => {
    expect(answer('Peanuts cost $3 per pound and cashews cost $8 per pound. How many pounds of cashews must be mixed with 10 pounds of peanuts to make a mix worth $5 per pound?')).toBe('6 2/3 pounds');
    expect(answer('Coffee A costs $6 per pound and coffee B costs $9 per pound. How many pounds of coffee B must be mixed with 12 pounds of coffee A to make a blend worth $7 per pound?')).toBe('6 pounds');
    expect(answer("A neighborhood grocer sells a mix of chocolate and carob candy. The chocolate cost 2.7 dollars a pound and the carob costs 2.55 dollars a pound. If 20 pounds of the chocolate and 40 pounds of the carob candy are used, what's the price per pound of the mix?")).toBe('$2.6 per pound');
    expect(answer('Peanuts cost $3 per pound and cashews cost $8 per kilogram. How many pounds of cashews must be mixed with 10 pounds of peanuts to make a mix worth $5 per pound?')).toBeNull();
    expect(answer('Peanuts cost $3 per pound and cashews cost $8 per pound. How many pounds of cashews must be mixed with 10 pounds of peanuts to make a mix worth $9 per pound?')).toBeNull();
  });
});
