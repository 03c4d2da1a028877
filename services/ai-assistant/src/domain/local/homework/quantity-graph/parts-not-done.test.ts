import { describe, expect, it } from 'vitest';
import { solvePartsNotDone } from './parts-not-done.js';
import { sameVerb } from '../story/verb-forms.js';

const answer = (text: string): string | null => solvePartsNotDone(text)?.answer ?? null;

describe('parts of a whole that did something, the others asked', () => {
  it('takes every told part from one whole, told first or last', () => {
    expect(answer('Out of 480 employees, 10% got a salary increase while 20% got a travel allowance increase. How many employees did not get any increase?')).toBe('336 employees');
    expect(answer('68% of all pies are eaten with forks. If there are 2000 pies of all kinds, how many of the pies are not eaten with forks?')).toBe('640 pies');
    expect(answer('After a visit to the aquarium, 40 percent of the aquarium visitors fell ill. If there were 500 visitors, how many of them did not fall ill?')).toBe('300 visitors');
    expect(answer('A shop served 25 people, and 3/5 of that number came to buy coffee. How many people did not buy coffee?')).toBe('10 people');
  });

  it('adds what is left of several wholes, each with its own part', () => {
    expect(answer('16 boys and 14 girls attended the party. 3/4 of the boys and 6/7 of the girls brought gifts. How many of those who attended did not bring gifts?')).toBe('6');
    expect(answer('A vendor has 50 chocolate ice creams and 54 mango ice creams. If he sold 3/5 of the chocolate ice creams and 2/3 of the mango ice creams, how many ice creams were not sold?')).toBe('38 ice creams');
    expect(answer('There are 20 boys and 30 girls. 1/4 of the boys and 1/3 of the girls play chess. How many girls do not play chess?')).toBe('20 girls');
    expect(answer('There are 40 students. 25% of them play chess and the rest play soccer. How many students do not play chess?')).toBe('30 students');
  });

  it('declines a part told with another verb, a part of a part, or a whole told with the asked verb', () => {
    expect(answer('Out of 480 employees, 10% got a raise while 20% took a holiday. How many employees did not get a raise?')).toBeNull();
    expect(answer('Out of the 200 apples in an orchard, 40 percent were rotten. Also, 70 percent of the rotten apples smelled. How many rotten apples did not smell?')).toBeNull();
    expect(answer('There are 35 bulbs in the kitchen. 3/5 of the bulbs in the kitchen are broken. 10 bulbs in the hall are broken. How many bulbs are not broken?')).toBeNull();
    expect(answer('There are 40 students. 25% of them got an A and 40% of them got a B. How many students did not get a C?')).toBeNull();
    expect(answer('There are 40 students. 25% of them play chess. How many teachers do not play chess?')).toBeNull();
    expect(answer('There are 10 students. 1/3 of them play chess. How many students do not play chess?')).toBeNull();
    expect(answer('There are 45 fish in a tank. 2/3 of the male fish are gold. How many fish are not gold?')).toBeNull();
    expect(answer("Sam has 36 frogs. 2/3 of Lisa's frogs are green. How many of Sam's frogs are not green?")).toBeNull();
    expect(answer("Sam has 36 frogs. 2/3 of them are green. How many of Lisa's frogs are not green?")).toBeNull();
  });

  it('knows the forms of one verb', () => {
    expect(sameVerb('fell', 'fall')).toBe(true);
    expect(sameVerb('brought', 'bring')).toBe(true);
    expect(sameVerb('reading', 'read')).toBe(true);
    expect(sameVerb('stopped', 'stop')).toBe(true);
    expect(sameVerb('sold', 'buy')).toBe(false);
  });
});

describe('the rest of a whole asked by its own words', () => {
  it('takes the told parts from the whole, told first or last', () => {
    expect(answer('A craft store makes a third of its sales in the fabric section, a quarter of its sales in the jewelry section, and the rest in the stationery section. They made 36 sales today. How many sales were in the stationery section?')).toBe('15 sales');
    expect(answer('A third of the contestants at a singing competition are female, and the rest are male. If there are 18 contestants in total, how many of them are male?')).toBe('12 contestants');
  });

  it('declines a told part asked, words the rest does not have, or two wholes', () => {
    expect(answer('A third of the contestants at a singing competition are female, and the rest are male. If there are 18 contestants in total, how many of them are female?')).toBeNull();
    expect(answer('A third of the contestants are female, and the rest are male. If there are 18 contestants in total, how many of them are tall?')).toBeNull();
    expect(answer('There are 20 boys and 30 girls. 1/4 of the boys play chess and the rest play soccer. How many play soccer?')).toBeNull();
  });
});
