import { describe, expect, it } from 'vitest';
import { plainGsm } from './plain-gsm.js';

describe('plain forms of repeats said in words', () => {
  it('writes a repeat tied to a period as a number of times', () => {
    expect(plainGsm('Kim swims twice a week and runs once every day.')).toBe('Kim swims 2 times a week and runs 1 time every day.');
    expect(plainGsm('He waters the plants thrice daily.')).toBe('He waters the plants 3 times a day.');
    expect(plainGsm('She eats 2 apples, twice per day.')).toBe('She eats 2 apples, 2 times per day.');
  });

  it('leaves multiples and other uses alone', () => {
    const story = 'Tom has twice as many cards as Lee. Once he gets home, he reads twice.';
    expect(plainGsm(story)).toBe(story);
  });

  it('reads "every morning" as every day when no other time of day is told', () => {
    expect(plainGsm('Zoe eats 2 eggs every morning. How many eggs does she eat in 3 weeks?')).toBe('Zoe eats 2 eggs every day. How many eggs does she eat in 3 weeks?');
    const twoTimes = 'Zoe eats 2 eggs every morning and 1 egg in the evening. How many eggs does she eat in a week?';
    expect(plainGsm(twoTimes)).toBe(twoTimes);
    const weekdays = 'Zoe swims every morning on weekdays. How many times does she swim in 2 weeks?';
    expect(plainGsm(weekdays)).toBe(weekdays);
  });
});
