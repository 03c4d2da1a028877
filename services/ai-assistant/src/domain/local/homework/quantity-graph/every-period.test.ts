import { describe, expect, it } from 'vitest';
import { solveRates } from './solve-rates.js';
import { readMeasures } from './read-rates.js';

const answer = (text: string): string | null => solveRates(text)?.answer ?? null;
const dims = (facts: string): string[] | undefined => readMeasures(facts)?.map((m) => `${m.value.toString()} ${[...m.dimension].map(([u, p]) => `${u}^${p}`).join(' ')}`);

describe('a repeat told by its stretch ("every 6 hours")', () => {
  it('reads the stretch as a unit of its own, and the thing done as so many per stretch', () => {
    expect(dims('John takes a pill every 6 hours.')).toEqual(['1 pill^1 stretch-g-hour^-1', '6 hour^1 stretch-g-hour^-1']);
    expect(dims('He eats 30 ounces of pistachios every 5 days.')).toEqual(['30 ounce^1 stretch-f-day^-1', '5 day^1 stretch-f-day^-1']);
    expect(dims('He sneezes once every 3 seconds.')).toEqual(['1 time^1 stretch-d-second^-1', '3 second^1 stretch-d-second^-1']);
  });

  it('answers chains through the stretch, converting units as the question asks', () => {
    expect(answer('John takes a pill every 6 hours. How many pills does he take a week?')).toBe('28 pills');
    expect(answer('He drives 37000 miles every 4 months. How many miles does he drive in 9 years?')).toBe('999000 miles');
    expect(answer('A machine makes 40 bolts every 5 minutes. How many bolts does it make in 2 hours?')).toBe('960 bolts');
  });

  it('declines months counted in weeks, another thing asked, and two stretches in one clause', () => {
    expect(answer('Ben eats 20 ounces of nuts every 4 days. How many ounces of nuts does he eat in 2 months?')).toBeNull();
    expect(answer('A machine makes 40 bolts every 5 minutes. How many nuts does it make in 2 hours?')).toBeNull();
    expect(answer('Mia takes a vitamin every 8 hours and a pill every 12 hours. How many vitamins does she take in a week?')).toBeNull();
  });

  it('keeps "every 3 days" of a question a span of time', () => {
    expect(answer('He has 90 inches of wrapper per day and uses 18 inches of wrapper per box. How many boxes can he wrap every 3 days?')).toBe('15 boxes');
  });
});
