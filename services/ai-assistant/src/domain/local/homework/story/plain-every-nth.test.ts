import { describe, expect, it } from 'vitest';
import { plainEveryNth } from './plain-every-nth.js';

describe('a repeat told as every Nth period (asdiv-mawps)', () => {
  it('says the periods between two turns', () => {
    expect(plainEveryNth('Sherman goes golfing every 6th day and Brad every 7th day.')).toBe('Sherman goes golfing every 6 days and Brad every 7 days.');
    expect(plainEveryNth('She waters it every 2nd week.')).toBe('She waters it every 2 weeks.');
  });

  it('leaves counts of people and places in a row as told', () => {
    expect(plainEveryNth('Every 100th caller wins a prize.')).toBe('Every 100th caller wins a prize.');
    expect(plainEveryNth('On the 6th day he rested.')).toBe('On the 6th day he rested.');
  });
});
