import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, parseDisplayedNumber } from './answer-matching.js';

describe('isAnswerCorrect', () => {
  it.each([
    ['0.5', ['1/2']],
    ['.50', ['0.5']],
    ['1/2', ['0.5 meters']],
    ['1,000', ['1000']],
    ['1000', ['1,000 points']],
    ['25%', ['0.25']],
    ['0.25', ['25%']],
    ['25 %', ['25%']],
    ['  Mitochondria. ', ['the mitochondria']],
    ['CELLULAR   respiration', ['Cellular respiration']],
    ['x = 4', ['4']],
    ['-3', ['−3'.replace('−', '-')]],
    ['2 1/2', ['2.5']],
    ['$45', ['45']],
  ])('accepts %s for %j', (given, accepted) => {
    expect(isAnswerCorrect(given, accepted)).toBe(true);
  });

  it.each([
    ['0.5', ['5']],
    ['25', ['0.25']],
    ['mitochondrion wall', ['mitochondria']],
    ['', ['0']],
    ['12', ['120']],
    ['1/3', ['0.33']],
  ])('rejects %s for %j', (given, accepted) => {
    expect(isAnswerCorrect(given, accepted)).toBe(false);
  });
});

describe('parseDisplayedNumber', () => {
  it('reads the number an option starts with', () => {
    expect(parseDisplayedNumber('1,250.5 meters')).toEqual({ value: 1250.5, isPercent: false });
    expect(parseDisplayedNumber('3/4')).toEqual({ value: 0.75, isPercent: false });
    expect(parseDisplayedNumber('15%')).toEqual({ value: 15, isPercent: true });
    expect(parseDisplayedNumber('Chlorophyll')).toBeNull();
  });
});
