import { describe, expect, it } from 'vitest';
import { plainTotalFirst } from './plain-total-first.js';
import { plainOrder } from './plain-order.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('phrasings of the same story said in the plain order', () => {
  it('asks a fronted "in total" at the end of its question, keeping the condition', () => {
    expect(plainTotalFirst('In total, how many pears did Ana and Ben pick if Ana picked 5 pears and Ben picked 4 pears?'))
      .toBe('How many pears did Ana and Ben pick in total if Ana picked 5 pears and Ben picked 4 pears?');
    expect(plainTotalFirst('Altogether, how many cards does Lu have now?')).toBe('How many cards does Lu have now in total?');
    expect(plainTotalFirst('In all, how many total cards does Lu have?')).toBe('How many total cards does Lu have?');
  });

  it('leaves a sentence that is no question, or says "in total" elsewhere, as it was', () => {
    expect(plainTotalFirst('In total, Ana picked 9 pears. How many did Ben pick?')).toBe('In total, Ana picked 9 pears. How many did Ben pick?');
    expect(plainTotalFirst('How many pears did Ana pick in total?')).toBe('How many pears did Ana pick in total?');
    expect(plainTotalFirst('In total, how many cards did Mia and Leo lose if Mia has 15 and Leo has 20?')).toBe('In total, how many cards did Mia and Leo lose if Mia has 15 and Leo has 20?');
  });

  it('names the things of each bare count joined to another person\'s count', () => {
    expect(plainOrder('How many pumpkins did Sandy and Mike grow in total if Sandy grew 51 and Mike grew 23?'))
      .toBe('Sandy grew 51 pumpkins and Mike grew 23 pumpkins. How many pumpkins did Sandy and Mike grow in total?');
  });

  it('solves the plain story and declines the near misses', () => {
    expect(answer('In total, how many balloons do Joan and Melanie have if Joan has 40 and Melanie has 41?')).toBe('81 balloons');
    expect(answer('In total, how many pumpkins did Sandy and Mike grow if Sandy grew 51 and Mike grew 23?')).toBe('74 pumpkins');
    expect(answer('Altogether, how many marbles does Tom have if he has 5 red marbles and 7 blue marbles?')).toBe('12 marbles');
    expect(answer('In total, how many pumpkins did Sandy and Mike grow if Sandy grew 51?')).toBeNull();
    expect(answer('In total, how many cards did Mia and Leo lose if Mia has 15 and Leo has 20?')).toBeNull();
  });
});
