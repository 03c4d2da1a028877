import { describe, expect, it } from 'vitest';
import { readMeasures } from './read-rates.js';
import { solveRates } from './solve-rates.js';

const answer = (text: string): string | null => solveRates(text)?.answer ?? null;
const dims = (facts: string): string[] | undefined => readMeasures(facts)?.map((m) => `${m.value.toString()} ${[...m.dimension].map(([u, p]) => `${u}^${p}`).join(' ')}`);

describe('rate phrases read as an amount per one thing', () => {
  it('reads a slash between units as "per"', () => {
    expect(dims('The pump moves 40 gallons/hour.')).toEqual(['40 gallon^1 hour^-1']);
    expect(dims('She pays $300/month for rent.')).toEqual(['300 dollar^1 month^-1']);
    expect(answer('A snail crawls 12 inches/minute. How many inches does it crawl in 5 minutes?')).toBe('60 inches');
  });

  it('reads the time or money taken "to do a thing" as per that thing', () => {
    expect(dims('It takes him 4 hours to build a shed.')).toEqual(['4 hour^1 shed^-1']);
    expect(answer('A potter works 24 hours every week. It takes her 2 hours to make a vase. How many vases can she make in 3 weeks?')).toBe('36 vases');
  });

  it('reads "500-liter tanks" as so much per tank, but "a 10-acre farm" as one farm\'s acres', () => {
    expect(dims('He fills 20-gallon barrels.')).toEqual(['20 gallon^1 barrel^-1']);
    expect(dims('She owns a 10-acre farm.')).toEqual(['10 acre^1']);
    expect(answer('A pool holds 600 gallons. He brings water in 50-gallon barrels. How many barrels does he need?')).toBe('12 barrels');
  });

  it('reads "at a time" as an amount each time', () => {
    expect(dims('He swims 3 times a week for 40 minutes at a time.')).toEqual(['3 time^1 week^-1', '40 minute^1 time^-1']);
  });

  it('reads "each tree produces 4 logs each" once, and a lone "8 legs each" not at all', () => {
    expect(dims('Each crate holds 6 jars each.')).toEqual(['6 jar^1 crate^-1']);
    expect(dims('He sees 8 legs each.')).toBeUndefined();
  });

  it('leaves a number taken for nothing named alone', () => {
    expect(dims('He walked 3 miles to the store.')).toEqual(['3 mile^1']);
  });
});
