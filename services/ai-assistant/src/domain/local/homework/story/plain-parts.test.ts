import { describe, expect, it } from 'vitest';
import { plainParts } from './plain-parts.js';
import { solveStory } from '../story-solvers.js';

describe('plain forms of a part of a whole', () => {
  it('says "all but N" as the N not done, in the verb\'s own tense', () => {
    expect(plainParts('Lena sold all but 5 cakes.')).toBe('Lena did not sell 5 cakes.');
    expect(plainParts('If Lena sells all but 5 of them, how much?')).toBe('If Lena does not sell 5 of them, how much?');
    expect(plainParts('If you catch all but 2 fish, how many?')).toBe('If you do not catch 2 fish, how many?');
    expect(plainParts('Of his 20 socks, all but four were red.')).toBe('Of his 20 socks, four were not red and the rest were red.');
  });

  it('turns "of which" into "and N of them"', () => {
    expect(plainParts('A shelf holds 40 cups, out of which 12 are blue.')).toBe('A shelf holds 40 cups, and 12 of them are blue.');
    expect(plainParts('Tim baked 30 rolls, 8 of which were burnt.')).toBe('Tim baked 30 rolls, and 8 of them were burnt.');
    expect(plainParts('The shop had 50 pens, 9 of which they sold on Monday.')).toBe('The shop had 50 pens, and they sold 9 of them on Monday.');
    expect(plainParts('Ann has 9 beads, out of which there are 4 red ones.')).toBe('Ann has 9 beads, and 4 of them are red.');
  });

  it('tells a fronted whole first, then its part', () => {
    expect(plainParts("Out of Kim's 40 stamps, 6 were torn. How many stamps were not torn?")).toBe('Kim had 40 stamps. 6 of them were torn and the rest were not torn. How many stamps were not torn?');
    expect(plainParts('Out of 30 runners who started the race, only 21 finished.')).toBe('There were 30 runners who started the race. Only 21 of them finished.');
    expect(plainParts('Out of the 12 dancers, 3 dancers are sick.')).toBe('There were 12 dancers. 3 dancers are sick.');
  });

  it('says a part forgotten or not managed as not done', () => {
    expect(plainParts('He forgot to water 4 plants.')).toBe('He did not water 4 plants.');
    expect(plainParts('She never failed to feed 3 cats.')).toBe('She never failed to feed 3 cats.');
    expect(plainParts('Then 5 out of them went home.')).toBe('Then 5 of them went home.');
  });

  it('leaves other "all" and "out of" alone', () => {
    const story = 'All 12 boys came. Sam took 3 apples out of the bag. He ate them all but one was sour.';
    expect(plainParts(story)).toBe(story);
  });

  it('solves the plain form and never counts the things not done as done', () => {
    expect(solveStory('Each candle costs $4. A box had 9 candles and Rita sold all but 3 candles. How much money did she make?')?.answer).toBe('$24');
    expect(solveStory('Each star is worth 5 points. There are 8 stars in a level, and you collect all but 3 stars. How many points do you get?')?.answer).not.toBe('15 points');
  });
});
