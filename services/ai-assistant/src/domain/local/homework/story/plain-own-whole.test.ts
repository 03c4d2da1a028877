import { describe, expect, it } from 'vitest';
import { plainOwnWhole } from './plain-own-whole.js';
import { solveStory } from '../story-solvers.js';

describe('a part of one\'s own whole told in one breath', () => {
  it('tells the whole, then the act', () => {
    expect(plainOwnWhole('Kai sold 12 of his 30 kites. How many kites does Kai have left?'))
      .toBe('Kai had 30 kites and sold 12 kites. How many kites does Kai have left?');
    expect(plainOwnWhole('Kai gave 4 of his 9 red pens to Lee. How many red pens does Kai have now?'))
      .toBe('Kai had 9 red pens and gave 4 red pens to Lee. How many red pens does Kai have now?');
    expect(plainOwnWhole('She donated 15 toys from her collection of 40. How many toys are left in her collection?'))
      .toBe('She had 40 toys and donated 15 toys. How many toys are left in her collection?');
  });

  it('solves the stories it makes plain', () => {
    expect(solveStory('Kai sold 12 of his 30 kites. How many kites does Kai have left?')?.answer).toBe('18 kites');
    expect(solveStory('When Kai gave 4 of his 9 red pens to Lee, how many red pens remained with Kai?')?.answer).toBe('5 pens');
  });

  it('leaves a whole that may be someone else\'s, or an act that adds, alone', () => {
    const someoneElse = 'Ann had 38 buns. Kai ate 14 of her 38 buns. How many buns does Ann have left?';
    const adds = 'Kai found 12 of his 30 kites. How many kites are still lost?';
    const notHis = 'She sold 12 of his 30 kites. How many kites are left?';
    expect([someoneElse, adds, notHis].map(plainOwnWhole)).toEqual([someoneElse, adds, notHis]);
  });
});
