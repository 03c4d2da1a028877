import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveAskedRateLot } from './asked-rate-lot.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveAskedRateLot(text)?.answer ?? null;

const SHOP = 'The shop makes $5 off each cap and $9 off each scarf. Last week they sold 12 caps and 7 scarves.';
const HARVEST = 'Lewis earns $ 300 every week during the 10 weeks of harvest. If he has to pay $ 40 rent every week.';

describe('one of several rates picked by the kind or the verb the question names', () => {
  it('multiplies the named kind\'s rate by its count', () => {
    expect(answer(`${SHOP} How much money did they make from selling the caps?`)).toBe('$60');
    expect(answer(`${SHOP} How much money did they make from selling the scarves?`)).toBe('$63');
  });

  it('picks the rate by the asked verb', () => {
    expect(answer(`${HARVEST} How much money does he earn during harvest season?`)).toBe('$3000');
    expect(answer(`${HARVEST} How much money does he pay as rent during the harvest season?`)).toBe('$400');
  });

  it('declines no kind named, both named, another verb, another person, a kind counted twice or an uncounted kind', () => {
    expect(read(`${SHOP} How much money did they make?`)).toBeNull();
    expect(read(`${SHOP} How much money did they make from selling the caps and scarves?`)).toBeNull();
    expect(read(`${SHOP} How much money did they spend on the caps?`)).toBeNull();
    expect(read('Lewis earns $ 300 every week during the 10 weeks of harvest. Mary has to pay $ 40 rent every week. How much money does Mary earn during harvest season?')).toBeNull();
    expect(read('The shop makes $5 off each cap and $9 off each scarf. They sold 12 caps on Monday and 7 caps on Tuesday. How much money did they make from selling the caps?')).toBeNull();
    expect(read('The shop makes $5 off each cap and $9 off each scarf. Last week they sold 12 caps, 7 scarves and 3 hats. How much money did they make from selling the caps?')).toBeNull();
    expect(read(`${HARVEST} How much money does he have left after the harvest season?`)).toBeNull();
  });
});
