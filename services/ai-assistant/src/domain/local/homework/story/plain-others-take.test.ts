import { describe, expect, it } from 'vitest';
import { plainOthersTake } from './plain-others-take.js';
import { solveStory } from '../story-solvers.js';

describe('someone taking another person\'s things', () => {
  it('tells the taking as the owner\'s loss', () => {
    expect(plainOthersTake('Nia had 40 grapes. Leo ate 12 of Nia\'s grapes. How many grapes does Nia have left?'))
      .toBe('Nia had 40 grapes. Nia lost 12 grapes to Leo. How many grapes does Nia have left?');
    expect(plainOthersTake('Leo ate 12 out of the 40 grapes that Nia picked. How many grapes are left?'))
      .toBe('Nia picked 40 grapes and lost 12 grapes to Leo. How many grapes are left?');
    expect(plainOthersTake('Leo took 12 of Nia\'s 40 grapes. How many grapes does Nia have now?'))
      .toBe('Nia had 40 grapes and lost 12 grapes to Leo. How many grapes does Nia have now?');
    expect(plainOthersTake('Nia had 40 grapes. If Leo takes 12 grapes from Nia, how many grapes will Nia have?'))
      .toBe('Nia had 40 grapes. If Nia loses 12 grapes to Leo, how many grapes will Nia have?');
  });

  it('finds the owner of "them" when the story has one', () => {
    expect(plainOthersTake('Nia had 40 grapes. Leo ate 12 of them. How many grapes are left?'))
      .toBe('Nia had 40 grapes. Nia lost 12 grapes to Leo. How many grapes are left?');
    expect(plainOthersTake('Nia has 40 red beads and 25 blue beads. Leo took 12 of the red ones. How many red beads does Nia have?'))
      .toBe('Nia has 40 red beads and 25 blue beads. Nia lost 12 red beads to Leo. How many red beads does Nia have?');
  });

  it('solves the stories it makes plain', () => {
    expect(solveStory('Leo ate 12 out of the 40 grapes that Nia picked. How many grapes are left?')?.answer).toBe('28 grapes');
    expect(solveStory('Nia has 40 red beads and 25 blue beads. Leo took 12 of the red ones. How many red beads does Nia have left?')?.answer).toBe('28 beads');
    expect(solveStory('Nia had 40 grapes in her basket. Leo bought 12 of her grapes. How many grapes does Nia have now?')?.answer).toBe('28 grapes');
  });

  it('leaves the story alone when "them" or the taker is unclear', () => {
    const twoKinds = 'Nia has 40 red beads and 25 blue beads. Leo took 12 of them. How many red beads does Nia have?';
    const twoOwners = 'Nia had 40 grapes and Ava had 30 grapes. Leo ate 12 of them. How many grapes are left?';
    const takerAsked = 'Nia had 40 grapes. Leo ate 12 of them. How many grapes did Leo eat?';
    const takerBefore = 'Nia had 40 grapes. Leo came by. Leo ate 12 of his grapes. How many grapes are left?';
    // "her grapes" may be Ann's own: only a story that called the owner "she" before says whose they are.
    const whoseUntold = 'Tom had 20 apples. Ann ate 4 of her apples. How many apples does Tom have left?';
    expect([twoKinds, twoOwners, takerAsked, takerBefore, whoseUntold].map(plainOthersTake)).toEqual([twoKinds, twoOwners, takerAsked, takerBefore, whoseUntold]);
    expect(solveStory(whoseUntold)).toBeNull();
  });
});
