import { describe, expect, it } from 'vitest';
import { plainMoneyMoves } from './plain-money-moves.js';
import { solveStory } from '../story-solvers.js';

describe('money and things moving between people', () => {
  it('tells a giving as received when the question asks about the one who got it', () => {
    expect(plainMoneyMoves('Ida had 12 shells. Ben gave her 9 shells. How many shells does she have now?'))
      .toBe('Ida had 12 shells. She received 9 shells from Ben. How many shells does she have now?');
    expect(plainMoneyMoves('Ida had 12 dollars. Then her aunt gave Ida 9 dollars. How much money does Ida have?'))
      .toBe('Ida had 12 dollars. Then Ida received 9 dollars from her aunt. How much money does Ida have?');
  });

  it('leaves a giving asked about the giver, or with a receiver it cannot tell, alone', () => {
    const giver = 'Ida had 12 shells. Ben gave her 9 shells. How many shells does Ben have now?';
    const unclear = 'Ida had 12 shells. Ben met Kay. Ben gave her 9 shells. How many shells does Ida have now?';
    expect([giver, unclear].map(plainMoneyMoves)).toEqual([giver, unclear]);
  });

  it('tells paying as spending', () => {
    expect(plainMoneyMoves('Ida had 20 dollars. She paid 6 dollars for a kite and bought a pen for 2 dollars. How much money is left?'))
      .toBe('Ida had 20 dollars. She spent 6 dollars on a kite and spent 2 dollars on a pen. How much money is left?');
    const counted = 'Ida bought 3 pens for 2 dollars. How much did each pen cost?';
    expect(plainMoneyMoves(counted)).toBe(counted);
  });

  it('solves the running ledgers it makes plain', () => {
    expect(solveStory('Ida had 20 dollars. She paid 6 dollars for a kite. Then she bought a pen for 2 dollars. How much money did she have left?')?.answer).toBe('$12');
    expect(solveStory('Ida had 12 shells. Ben gave her 9 shells. She found 4 shells. How many shells does Ida have now?')?.answer).toBe('25 shells');
  });
});
