import { describe, expect, it } from 'vitest';
import { solveRates } from './solve-rates.js';
import { readMeasures } from './read-rates.js';

const answer = (text: string): string | null => solveRates(text)?.answer ?? null;
const dims = (facts: string): string[] | undefined => readMeasures(facts)?.map((m) => `${m.value.toString()} ${[...m.dimension].map(([u, p]) => `${u}^${p}`).join(' ')}`);

describe('rate chains: numbers multiplied or divided until the units are the asked ones', () => {
  it('reads counts and rates with their units', () => {
    expect(dims('Tim grows 5 trees. Each year he collects 6 lemons from each tree.')).toEqual(['5 tree^1', '6 lemon^1 tree^-1 year^-1']);
    expect(dims('The company sells all the bars for $2 per bar.')).toEqual(['2 dollar^1 bar^-1']);
  });

  it('declines to guess how many days a working or school week has', () => {
    expect(answer('Sam works 8 hours a day and earns $10 an hour. How much money does he make in a week?')).toBeNull();
    expect(answer('Mia reads 20 pages each school day. How many pages does she read in a week?')).toBeNull();
  });

  it('multiplies a chain, converting weeks to days when the question asks so', () => {
    expect(answer('Tim grows 5 trees. Each year he collects 6 lemons from each tree. How many lemons does he get in a decade?')).toBe('300 lemons');
    expect(answer('John takes care of 10 dogs. Each dog takes .5 hours a day to walk. How many hours a week does he spend taking care of dogs?')).toBe('35 hours per week');
    expect(answer('In one day, a company can produce 5000 bars. The company sells the bars for $2 per bar. How much money will the company receive for selling bars during two weeks?')).toBe('$140000');
  });

  it('declines stories that add, compare or leave a number unnamed, and counts that do not come out whole', () => {
    expect(answer('Jane has saved $4 every week for 8 weeks. How many more weeks will it take for her to have saved a total of $60?')).toBeNull();
    expect(answer('Tim has 5 trees and 3 trees. How many lemons does he get?')).toBeNull();
    expect(answer('Tim grows 5 trees. Each year he collects 6 from each tree. How many lemons does he get in a decade?')).toBeNull();
    expect(answer('A box holds 4 cakes. How many boxes are needed for 10 cakes?')).toBeNull();
  });
});

describe('rate chains: amounts per a thing named with "of" or a hyphen', () => {
  it('reads "5 rounds of 3 minutes" and "a 10-acre farm"', () => {
    expect(answer('On average Joe throws 25 punches per minute. A fight lasts 5 rounds of 3 minutes. How many punches did he throw?')).toBe('375 punches');
    expect(answer('Josie grows grapes on her 10-acre farm. Each acre produces 5 tons of grapes per year, and each ton of grapes makes 2 barrels of wine. How many barrels of wine does her farm produce per year?')).toBe('100 barrels per year');
  });
});

describe('rate chains: a condition after the question, money in the story\'s unit', () => {
  it('reads "… per day if each sack contains 28 oranges?" and answers cents in cents', () => {
    expect(answer('They harvest 66 sacks per day. How many oranges do they harvest per day if each sack contains 28 oranges?')).toBe('1848 oranges per day');
    expect(answer('How much would 136 pieces of bubble gum cost if each piece costs 18 cents?')).toBe('2448 cents');
  });

  it('declines when one of the asked things is told with "a" and left unread', () => {
    expect(solveRates('Johnny is buying planks of wood to build tables. Each table needs a plank of wood for each of the legs and 5 planks of wood for the surface. Johnny wants to build 5 tables. How many planks of wood does he need?')).toBeNull();
    expect(solveRates('Each table needs 5 planks of wood. How many planks of wood are needed for 4 tables?')?.answer).toBe('20 planks');
  });
});

describe('rate chains: what a thing did is not a rate', () => {
  it('reads "one horse hurt a leg" as the horse\'s act, not one horse per leg', () => {
    expect(readMeasures('There are 7 horses. One horse hurt a leg.')?.map((m) => [...m.dimension.keys()])).toEqual([['horse'], ['horse']]);
    expect(solveRates('There are 7 horses. One horse hurt a leg. How many legs are there?')).toBeNull();
    expect(solveRates('There are 7 horses. Each horse has 4 legs. How many legs are there?')?.answer).toBe('28 legs');
  });
});

describe('gsm-rates: what one of a counted kind does, and work told every day', () => {
  it('reads "A bird eats 7 berries a day" per bird when the story counts birds', () => {
    expect(answer("A bird eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds eat in 4 days?")).toBe('140 berries');
    expect(answer('A bird eats 7 berries a day. Samuel has 5 birds. How many worms do the birds eat in 4 days?')).toBeNull();
  });

  it('counts 7 days a week for work said to happen every day, and no guess otherwise', () => {
    expect(answer('Stan hires a magician for $60 an hour. He works 3 hours every day for 2 weeks. How much money does he pay the magician?')).toBe('$2520');
    expect(answer('Stan hires a magician for $60 an hour. He works 3 hours a day for 2 weeks. How much money does he pay the magician?')).toBeNull();
    expect(answer('Stan hires a magician for $60 an hour. He works 3 hours every day except weekends for 2 weeks. How much money does he pay?')).toBeNull();
  });
});
