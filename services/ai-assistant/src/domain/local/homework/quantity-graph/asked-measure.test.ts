import { describe, expect, it } from 'vitest';
import { solveRates } from './solve-rates.js';
import { askedMeasureTarget } from './asked-measure.js';
import { readMeasures } from './read-rates.js';

const answer = (text: string): string | null => solveRates(text)?.answer ?? null;
const target = (question: string, facts: string): string[] => [...(askedMeasureTarget(question, readMeasures(facts) ?? []) ?? new Map()).keys()];

describe('rate chains: questions that ask a time or a distance without "how many"', () => {
  it('takes the unit the question names, else the story\'s only time or length unit', () => {
    expect(target('How long will it take her to knit 4 hats, in minutes?', 'She knits 2 rows an hour.')).toEqual(['minute']);
    expect(target('How long will it take her to knit 6 scarves?', 'She knits 3 scarves a week.')).toEqual(['week']);
    expect(target('Riding steadily, what distance would he cover in 3 hours?', 'He rides 12 miles per hour.')).toEqual(['mile']);
    expect(target('In how many days will the tank be full?', 'The pump adds 40 liters an hour.')).toEqual(['day']);
  });

  it('reads "how fast … in miles per hour" as the named rate, converting the story\'s minutes', () => {
    expect(target('How fast must she go, in miles per hour?', 'She rows 3 miles in 20 minutes.')).toEqual(['mile', 'hour']);
    expect(answer('A boat crosses 6 miles in 30 minutes. How fast does it go in miles per hour?')).toBe('12 miles per hour');
  });

  it('leaves the unit unguessed when the story uses two of the asked kind', () => {
    expect(target('How long will it take?', 'He paints 2 walls an hour and rests 10 minutes.')).toEqual([]);
    expect(target('How long is the rope?', 'The rope is 9 feet.')).toEqual([]);
  });

  it('divides the asked amount by the rate, converting units through the shared table', () => {
    expect(answer('Nora copies 15 pages a day. How long will it take her to copy 2 reports that are 90 pages each?')).toBe('12 days');
    expect(answer('A train moves at 80 kilometers per hour. What distance does it cover in 45 minutes?')).toBe('60 kilometers');
    expect(answer('Leo types 60 words a minute. A page is 300 words. How long would it take him to type 8 pages?')).toBe('40 minutes');
    expect(answer('Ivy tutors 4 times a month for 2 hours at a time. How many hours does she tutor per year?')).toBe('96 hours per year');
  });

  it('declines when two rates of one kind would have to be added', () => {
    expect(answer('Ann can fold 6 boxes per minute and Ben can fold 4 boxes per minute. How long will it take them to fold 50 boxes?')).toBeNull();
  });
});
