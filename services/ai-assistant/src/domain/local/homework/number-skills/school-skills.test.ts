import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('number skills: mean, median, mode, range', () => {
  it('finds each measure of a list', () => {
    expect(answer('Find the mean of 4, 8, 15, 16, 23, 42.')).toBe('18');
    expect(answer('What is the average of 2, 3 and 5?')).toBe('10/3');
    expect(answer('Find the median of 3, 9, 1, 7, 5.')).toBe('5');
    expect(answer('What is the median of 3, 9, 1, 7?')).toBe('5');
    expect(answer('Find the mode of 2, 3, 3, 5, 7.')).toBe('3');
    expect(answer('What is the range of 12, 5, 19, 8?')).toBe('14');
  });

  it('declines a list without a single mode', () => {
    expect(answer('Find the mode of 2, 3, 5, 7.')).toBeNull();
    expect(answer('Find the mode of 2, 2, 3, 3.')).toBeNull();
    expect(answer('Find the mean of the test scores.')).toBeNull();
  });
});

describe('number skills: shape formulas', () => {
  it('works out areas, perimeters, circumferences, volumes and a hypotenuse with the unit', () => {
    expect(answer('Find the area of a rectangle with length 8 cm and width 5 cm.')).toBe('40 cm²');
    expect(answer('Find the perimeter of a rectangle with length 8 cm and width 5 cm.')).toBe('26 cm');
    expect(answer('Find the area of a triangle with base 10 and height 6.')).toBe('30 square units');
    expect(answer('Find the area of a circle with radius 3.')).toBe('28.27 square units (exactly 9π square units)');
    expect(answer('Find the circumference of a circle with a diameter of 10 m.')).toBe('31.42 m (exactly 10π m)');
    expect(answer('Find the volume of a cube with side 4 cm.')).toBe('64 cm³');
    expect(answer('What is the volume of a box with length 2 m, width 3 m and height 4 m?')).toBe('24 m³');
    expect(answer('Find the hypotenuse of a right triangle with legs 3 and 4.')).toBe('5');
    expect(answer('Find the hypotenuse of a right triangle with legs 4 and 5.')).toBe('6.40 (exactly √41)');
  });

  it('declines a size that is missing, told twice, extra or in two units', () => {
    expect(answer('Find the area of a rectangle with length 8 cm.')).toBeNull();
    expect(answer('Find the area of a rectangle with length 8 cm and width 5 m.')).toBeNull();
    expect(answer('Find the area of a rectangle with length 8 and width 5 and height 3.')).toBeNull();
    expect(answer('Find the area of a square with side 4 and 2 more squares.')).toBeNull();
    expect(answer('Find the area of a triangle with sides 3, 4 and 5.')).toBeNull();
  });
});

describe('number skills: number forms, percent change, powers, points', () => {
  it('rewrites fractions, decimals and percents and raises by a percentage', () => {
    expect(answer('Write 3/8 as a percent.')).toBe('37.5%');
    expect(answer('Express 45% as a decimal.')).toBe('0.45');
    expect(answer('Convert 0.75 to a fraction.')).toBe('3/4');
    expect(answer('Write 3/8 as a decimal.')).toBe('0.375');
    expect(answer('Increase 80 by 25%.')).toBe('100');
    expect(answer('What is 60 decreased by 15%?')).toBe('51');
    expect(answer('What is 10% more than 50?')).toBe('55');
    expect(answer('Find 20% less than 80.')).toBe('64');
    expect(answer('What is 10% more than 50 apples?')).toBeNull();
  });

  it('declines a decimal that never ends and a form that is already the asked one', () => {
    expect(answer('Write 1/3 as a decimal.')).toBeNull();
    expect(answer('Write 0.5 as a decimal.')).toBeNull();
  });

  it('works powers in words, factorials and two points on a grid', () => {
    expect(answer('What is 7!/5!?')).toBe('42');
    expect(answer('Evaluate 10! / 8!')).toBe('90');
    expect(answer('What is 5!/7!?')).toBeNull();
    expect(answer('What is 7 squared?')).toBe('49');
    expect(answer('What is 2 to the power of 10?')).toBe('1024');
    expect(answer('What is -3 cubed?')).toBe('-27');
    expect(answer('What is 5!?')).toBe('120');
    expect(answer('Find the slope of the line through (1, 2) and (3, 8).')).toBe('3');
    expect(answer('What is the slope of the line passing through the points (-2, 4) and (3, -1)?')).toBe('-1');
    expect(answer('Find the midpoint of (2, 3) and (8, 7).')).toBe('(5, 5)');
    expect(answer('Find the distance between (1, 2) and (4, 6).')).toBe('5');
    expect(answer('Find the slope of the line through (2, 1) and (2, 5).')).toBeNull();
  });

  it('continues a pattern that multiplies by the same number', () => {
    expect(answer('Find the next number in the sequence 2, 4, 8, 16.')).toBe('32');
    expect(answer('What comes next: 81, 27, 9?')).toBe('3');
    expect(answer('What comes next: 1, 2, 4, 7, 12?')).toBeNull();
  });
});

describe('number skills: expressions in standard form, n-th terms, comparisons', () => {
  it('expands, collects and simplifies one-letter expressions, and writes the n-th term as a formula', () => {
    expect(answer('Expand (2x + 1)(x - 3).')).toBe('2x^2 − 5x − 3');
    expect(answer('Simplify 3(x + 2) - 4x.')).toBe('−x + 6');
    expect(answer('Collect the terms in -25*p + 9*p + 5 - 4.')).toBe('−16p + 1');
    expect(answer('What is the v\'th term of 1, -3, -9, -17, -27, -39, -53?')).toBe('−v^2 − v + 3');
    expect(answer('What is the n\'th term of 5, 10, 15?')).toBe('5n');
  });

  it('keeps the excluded value of a division by the letter, and declines an expression already in standard form (two letters are combined as like terms)', () => {
    expect(answer('Simplify 3x + 2y - x.')).toBe('2x + 2y');
    expect(answer('Simplify (x^2 + x)/x.')).toBe('x + 1, for x ≠ 0');
    expect(answer('Simplify 2x.')).toBeNull();
    expect(answer('What is the n\'th term of 1, 2, 4, 7, 12?')).toBeNull();
  });

  it('compares two numbers exactly and finds the closest, declining a tie', () => {
    expect(answer('Which is greater: 72/17 or 4?')).toBe('72/17');
    expect(answer('Which is smaller: -353 or -337?')).toBe('-353');
    expect(answer('Is -2 at most -85.5?')).toBe('No: -2 > -85.5');
    expect(answer('Is 468 at most 468?')).toBe('Yes: 468 = 468');
    expect(answer('Do -3811 and -2/3 have different values?')).toBe('Yes: -3811 < -2/3');
    expect(answer('Which is the closest to 1/5?  (a) -3  (b) -213  (c) -5  (d) -0.3')).toBe('(d) -0.3');
    expect(answer('What is the closest to 2/3 in -2, 36, 2, 2/5?')).toBe('2/5');
    expect(answer('What is the closest to 1 in 0, 2, 5?')).toBeNull();
    expect(answer('Which is greater: 4 or 4?')).toBeNull();
  });
});
