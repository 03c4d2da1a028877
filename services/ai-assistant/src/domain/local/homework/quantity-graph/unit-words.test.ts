import { describe, expect, it } from 'vitest';
import { plainUnitWords } from './unit-words.js';
import { solveRates } from './solve-rates.js';

const answer = (text: string): string | null => solveRates(text)?.answer ?? null;

describe('short units spelled, and one unit of time spent said with "a"', () => {
  it('spells speeds and units right after a number', () => {
    expect(plainUnitWords('He runs at a speed of 8 mph for 1.5 km.')).toBe('He runs at a speed of 8 miles per hour for 1.5 kilometers.');
    expect(plainUnitWords('It weighs 3 lbs. and holds 250 ml, after 30 mins.')).toBe('It weighs 3 pounds and holds 250 milliliters, after 30 minutes.');
    expect(plainUnitWords('Every day, she walks for an hour.')).toBe('Every day, she walks for 1 hour.');
  });

  it('leaves words and rates as told', () => {
    expect(plainUnitWords('A bird eats 7 berries a day in the km zone.')).toBe('A bird eats 7 berries a day in the km zone.');
    expect(plainUnitWords('He waits for an hour or two.')).toBe('He waits for an hour or two.');
  });

  it('lets the rate chains convert twice, never months into weeks', () => {
    expect(answer('A boy runs 1.5 km in 45 minutes. What is his speed in kilometers per hour?')).toBe('2 kilometers per hour');
    expect(answer('Sam drinks 2 gallons of water a day. How many quarts does he drink in a week?')).toBe('56 quarts');
    expect(answer('Lisa walks 10 meters each minute. Every day, she walks for an hour. How many meters will Lisa walk in two days?')).toBe('1200 meters');
    expect(answer('Reese practices piano for 4 hours every week. How many hours will he practice in 5 months?')).toBeNull();
    expect(answer('Janet gets paid 25 cents per post she checks. It takes her 10 seconds to check a post. How much does she earn per hour?')).toBeNull();
  });
});
