import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { askedOf, solveMoneyLedger } from './money-ledger.js';
import { moneyMoves } from './money-moves.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe("one person's money as a chain of moves, one amount asked (gsm-money)", () => {
  it('reads the moves and the asked amount', () => {
    expect(moneyMoves('sam had 50 dollars. he bought 3 books for 6 dollars each and a pen for 2 dollars.')?.map((m) => [m.way, m.shown])).toEqual([['in', ['50']], ['out', ['3 × 6', '2']]]);
    expect(moneyMoves('he had 100 dollars. he bought a shirt for 24 dollars and he also bought a pair of socks. then he had 65 dollars left.')?.map((m) => m.way)).toEqual(['in', 'out', 'out', 'end']);
    expect(moneyMoves('sam had 50 dollars. he bought 3 books for 6 dollars.')).toBeNull();
    expect(moneyMoves('sam had 50 dollars. he bought 3 books for 6 dollars each and a pen.')?.map((m) => [m.way, m.words])).toEqual([['in', 'had 50 dollars.'], ['out', 'bought 3 books for 6 dollars each'], ['out', 'a pen.']]);
    expect(askedOf('How much money does she have left?')).toEqual({ kind: 'left' });
    expect(askedOf('How much money did Noemi begin with?')).toEqual({ kind: 'start' });
    expect(askedOf('How much money did he have?')).toBeNull();
    expect(askedOf('How much is a pair of socks?')).toEqual({ kind: 'item', thing: 'pair of socks' });
  });

  it('answers the money left, the money at first, the money spent and one unpriced thing', () => {
    expect(answer('Mitzi brought $75 to the amusement park. She spent $30 on a ticket, $13 on food, and $23 on a T-shirt. How much money does she have left?')).toBe('$9');
    expect(answer('Kate saved $27 in March. She saved $13 in April and $28 in May. Then Kate spent $49 on a keyboard and $5 on a mouse. How much money does Kate have left?')).toBe('$14');
    expect(answer('Delores has some money. She buys a computer for $400 and a printer for $40. If she has $10 left, how much money, in dollars, did Delores have at first?')).toBe('$450');
    expect(answer('Noemi lost $400 on roulette and $500 on blackjack. She still had $800 in her purse. How much money did Noemi begin with?')).toBe('$1700');
    expect(answer('Raul had $87 to spare so he decided to go to the bookshop. Raul bought 8 comics, each of which cost $4. How much money does Raul have left?')).toBe('$55');
    expect(answer('Sam had $50. He bought 3 books for $6 each and a pen for $2. How much money does he have left?')).toBe('$30');
    expect(solveMoneyLedger('Tom had $100. He bought a hat for $24 and he also bought a scarf. Then he had $65 left. How much did the scarf cost?')?.answer).toBe('$11');
    expect(answer('Hannah had $10. She sold 4 cookies for $2 each. She bought a cup for $3. How much money does she have left?')).toBe('$15');
    expect(answer('Hannah had $10. The store sold her 4 cookies for $2 each. She bought a cup for $3. How much money does she have left?')).toBeNull();
  });

  it('declines a count with no price each, an unpriced thing, another spender, a rate or an inconsistent end', () => {
    expect(answer('Sam had $50. He bought 3 books for $6 and a pen for $2. How much money does he have left?')).toBeNull();
    expect(answer('Sam had $50. He bought 3 books for $6 each and a pen. How much money does he have left?')).toBeNull();
    expect(answer('Sam had $50. His sister bought 3 books for $6 each. How much money does he have left?')).toBeNull();
    expect(answer('Sam had $50. Ann bought 3 books for $6 each. How much money does Sam have left?')).toBeNull();
    expect(solveMoneyLedger('Sam had $50. He spends $6 a week on books. How much money does he have left?')).toBeNull();
    expect(solveMoneyLedger('Joan bought a kite for $5.50 and a hat for $4 each. How much did she spend?')).toBeNull();
    expect(solveMoneyLedger('Sam had $50. He bought a book for $6. He had $30 left. How much did he spend?')).toBeNull();
    expect(solveMoneyLedger('Tom had $100. He bought a hat for $24 and he also bought a scarf. Then he had $65 left. How much did the gloves cost?')).toBeNull();
    expect(solveMoneyLedger('Tom had $100. He bought a hat for $24 and he also bought a scarf. Then he had $65 left. How much money does he have left?')).toBeNull();
  });

  it('reads a thing bought in a list at no told price as the one unknown (gsm-money)', () => {
    expect(answer('Tom had $100. He bought a shirt for $24 and a hat. He had $65 left. How much did the hat cost?')).toBe('$11');
    expect(answer('Tom had $100. After buying a shirt for $24 and a hat, he had $65 left. How much did the hat cost?')).toBe('$11');
    expect(answer('Tom had $100. He bought 2 shirts for $12 each and a hat. He has $65 left. How much did the hat cost?')).toBe('$11');
    expect(answer('Tom had $100. He bought 2 shirts for $12 each and a hat. He has $65 left. How much money does he have left?')).toBeNull();
    expect(answer('Tom had $100. He bought 2 shirts for $12 each, a hat and a scarf. He has $65 left. How much did the hat cost?')).toBeNull();
  });
});
