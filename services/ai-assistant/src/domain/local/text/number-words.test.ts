import { describe, expect, it } from 'vitest';
import { cardinalValue } from './cardinals.js';
import { writeNumbersAsDigits } from './number-words.js';

describe('numbers written in words', () => {
  it('reads cardinals however English composes them', () => {
    expect(cardinalValue('sixty-eight')).toBe(68);
    expect(cardinalValue('Seventy five')).toBe(75);
    expect(cardinalValue('one hundred twenty')).toBe(120);
    expect(cardinalValue('one hundred and twenty')).toBe(120);
    expect(cardinalValue('one hundred-twenty')).toBe(120);
    expect(cardinalValue('hundred-twenty')).toBe(120);
    expect(cardinalValue('two thousand five hundred and six')).toBe(2506);
    expect(cardinalValue('fifteen hundred')).toBe(1500);
    expect(cardinalValue('three million')).toBe(3_000_000);
    expect(cardinalValue('zero')).toBe(0);
  });

  it('does not join words that are two numbers or no number', () => {
    expect(cardinalValue('four and five')).toBeNull();
    expect(cardinalValue('five six')).toBeNull();
    expect(cardinalValue('twenty fifteen')).toBeNull();
    expect(cardinalValue('thousand')).toBeNull();
  });

  it('writes counts as digits wherever they stand in a sentence', () => {
    expect(writeNumbersAsDigits('Lucy put sixty-eight shells in her bucket; now she has eighty-nine shells.')).toBe('Lucy put 68 shells in her bucket; now she has 89 shells.');
    expect(writeNumbersAsDigits('Sixty-five were sold and one hundred-twenty stayed.')).toBe('65 were sold and 120 stayed.');
    expect(writeNumbersAsDigits('He had between four and five hours, a hundred cards and a thousand stamps.')).toBe('He had between 4 and 5 hours, 100 cards and 1000 stamps.');
    expect(writeNumbersAsDigits('There was 1,050 ml of tea for $65,899.50 and .5 liters more; 2.5 million people came.')).toBe('There was 1050 ml of tea for $65899.50 and 0.5 liters more; 2500000 people came.');
  });

  it('reads one measure said in two units as one amount', () => {
    expect(writeNumbersAsDigits('A pen costs two dollars and fifty cents; a cap costs $3 and 5 cents.')).toBe('A pen costs 2.50 dollars; a cap costs $3.05.');
    expect(writeNumbersAsDigits('It took 4 hours and 30 minutes, then 1 hour and 20 minutes, then 2 minutes and 15 seconds.')).toBe('It took 4.5 hours, then 1 hour and 20 minutes, then 2.25 minutes.');
  });

  it('counts dozens of things but keeps a price per dozen', () => {
    expect(writeNumbersAsDigits('She bought a dozen eggs, two dozen rolls and half a dozen pears.')).toBe('She bought 12 eggs, 24 rolls and 6 pears.');
    expect(writeNumbersAsDigits('Eggs cost $3 a dozen.')).toBe('Eggs cost $3 a dozen.');
    expect(writeNumbersAsDigits('He had ten dozens of melons and dozens of pears.')).toBe('He had 120 melons and dozens of pears.');
    expect(writeNumbersAsDigits('She sold 4 dozen.')).toBe('She sold 4 dozen.');
  });

  it('keeps fractions and ordinals in words', () => {
    expect(writeNumbersAsDigits('He ate two-thirds of it, one and a half cups, three quarters of the pie on the twenty-first day.'))
      .toBe('He ate two-thirds of it, one and a half cups, three quarters of the pie on the twenty-first day.');
  });

  it('writes "one" as 1 only where it counts something', () => {
    expect(writeNumbersAsDigits('Sam ate one apple and gave one of them to Bo, then one more.')).toBe('Sam ate 1 apple and gave 1 of them to Bo, then 1 more.');
    expect(writeNumbersAsDigits('One of the boys took the red one, and each one waved to one another.')).toBe('One of the boys took the red one, and each one waved to one another.');
    expect(writeNumbersAsDigits('One day, she reads 5 pages in one hour. One ticket costs $3. One had 24 pages.')).toBe('One day, she reads 5 pages in one hour. One ticket costs $3. One had 24 pages.');
    expect(writeNumbersAsDigits('One apple and two pears are in the bowl.')).toBe('1 apple and 2 pears are in the bowl.');
    expect(writeNumbersAsDigits('Twenty-one students and one teacher went; at one point, one left.')).toBe('21 students and 1 teacher went; at one point, 1 left.');
    expect(writeNumbersAsDigits('If the pandas each have one baby, and a big one is ill')).toBe('If the pandas each have 1 baby, and a big one is ill');
    expect(writeNumbersAsDigits('She picked 80 from one tree and 60 from another.')).toBe('She picked 80 from one tree and 60 from another.');
  });
});
