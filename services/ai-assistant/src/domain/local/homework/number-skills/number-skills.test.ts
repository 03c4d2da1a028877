import { describe, expect, it } from 'vitest';
import { solveHomework } from '../homework-solver.js';
import { solveNumberSkill } from './solve-number-skill.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('number skills: factors, multiples, remainders, primes', () => {
  it('finds greatest common factors and least common multiples, also of three numbers and by their short names', () => {
    expect(answer('What is the highest common divisor of 725 and 15?')).toBe('5');
    expect(answer('Find the GCF of 24 and 36.')).toBe('12');
    expect(answer('Calculate the lowest common multiple of 84 and 78.')).toBe('1092');
    expect(answer('What is the least common multiple of 4, 6 and 10?')).toBe('60');
    expect(answer('Find the common denominator of -67/90 and -59/45.')).toBe('90');
  });

  it('gives remainders, divisibility and primality with the reason', () => {
    expect(answer('What is the remainder when 173 is divided by 5?')).toBe('3');
    expect(answer('Is 882 a multiple of 126?')).toBe('Yes: 882 = 126 × 7');
    expect(answer('Is 126 a multiple of 882?')).toMatch(/^No: 126 ÷ 882 = 0 remainder 126/);
    expect(answer('Does 4 divide 1148?')).toBe('Yes: 1148 = 4 × 287');
    expect(answer('Is 13 a factor of 1475?')).toMatch(/^No/);
    expect(answer('Is 57 even?')).toBe('No: 57 is odd (2 × 28 + 1)');
    expect(answer('Is 1,024 an even number?')).toBe('Yes: 1,024 is even (2 × 512)');
    expect(answer('Is 13669 prime?')).toMatch(/^Yes: .*13669 is prime/);
    expect(answer('Is 94031 a composite number?')).toMatch(/^Yes: 94031 = 7 × 13433/);
    expect(answer('Is 94031 prime?')).toMatch(/^No/);
    expect(answer('Is 94033 composite?')).toMatch(/^No: .*94033 is prime/);
    expect(answer('List the prime factors of 90560.')).toBe('2, 5, 283 (90560 = 2^6 × 5 × 283)');
  });

  it('declines what has no single answer or is too big to check quickly', () => {
    expect(answer('What is the remainder when 17 is divided by 0?')).toBeNull();
    expect(answer('What is the greatest common factor of 0 and 5?')).toBeNull();
    expect(answer('Is 1 prime?')).toBeNull();
    expect(answer('Is 123456789012345 prime?')).toBeNull();
    expect(answer('What is the greatest common factor of the two numbers?')).toBeNull();
  });
});

describe('number skills: place value, rounding, roots', () => {
  it('rounds to a place or to decimal places, halves away from zero, showing the asked places', () => {
    expect(answer('Round 3.456 to the nearest tenth.')).toBe('3.5');
    expect(answer('What is -0.498 rounded to 2 dps?')).toBe('-0.50');
    expect(answer('Round 2.5 to the nearest whole number.')).toBe('3');
    expect(answer('Round -23182000 to the nearest one million.')).toBe('-23000000');
    expect(answer('What is 0.000003066 rounded to seven decimal places?')).toBe('0.0000031');
    expect(answer('Round 55.3 to the nearest 10.')).toBe('60');
  });

  it('reads the digit of a place and roots, exact or to the nearest whole number', () => {
    expect(answer('What is the hundreds digit of 13221?')).toBe('2');
    expect(answer('What is the ten thousands digit of 51960?')).toBe('5');
    expect(answer('What is the square root of 144?')).toBe('12');
    expect(answer('What is √144?')).toBe('12');
    expect(answer('Find √(49).')).toBe('7');
    expect(answer('What is √(49?')).toBeNull();
    expect(answer('What is 25240 to the power of 1/6, to the nearest integer?')).toBe('5');
    expect(answer('What is the fourth root of 4758 to the nearest integer?')).toBe('8');
  });

  it('declines a root that is not whole unless the nearest whole number is asked, and a place the number lacks', () => {
    expect(answer('What is the square root of 150?')).toBeNull();
    expect(answer('What is √150?')).toBeNull();
    expect(answer('What is the square root of 150 to the nearest integer?')).toBe('12');
    expect(answer('What is the millions digit of 5432?')).toBeNull();
    expect(answer('What is the tenths digit of 5432?')).toBeNull();
  });
});

describe('number skills: ordering and patterns', () => {
  it('sorts fractions and decimals together and picks the k-th value, by letter when options are given', () => {
    expect(answer('Sort -70, -0.3, -9, 2/5, 1/9 in ascending order.')).toBe('-70, -9, -0.3, 1/9, 2/5');
    expect(answer('Put -43, 2, 1, -3 in decreasing order.')).toBe('2, 1, -3, -43');
    expect(answer('Sort -1, 0.03, 10, -2.')).toBe('-2, -1, 0.03, 10');
    expect(answer('What is the second biggest value in 6, -0.5, -2/3, -297?')).toBe('-0.5');
    expect(answer('Which is the second biggest value?  (a) 0.2  (b) -0.03  (c) 18  (d) 0.1')).toBe('(a) 0.2');
  });

  it('continues patterns whose differences become constant, and declines one whose rule is not seen twice', () => {
    expect(answer('What is next in -230, -265, -300, -335?')).toBe('-370');
    expect(answer('What comes next: 1, 4, 9, 16?')).toBe('25');
    expect(answer('What is the next term in -70, -296, -686, -1252, -2006, -2960?')).toBe('-4126');
    expect(answer('What comes next: 35, 62, 89?')).toBe('116');
    expect(answer('What comes next: 1, 2, 4, 7, 12?')).toBeNull();
    expect(answer('What is the second biggest value in 3, 3, 1?')).toBeNull();
  });
});

describe('number skills: measures and clock times', () => {
  it('converts units, also with fractions in words, and moves clock times', () => {
    expect(answer('How many millilitres are there in five quarters of a litre?')).toBe('1250 millilitres');
    expect(answer('How many grams are there in 3/32 of a tonne?')).toBe('93750 grams');
    expect(answer('Convert 666984.9 months to years.')).toBe('55582.075 years');
    expect(answer('How many minutes are in 3.5 hours?')).toBe('210 minutes');
    expect(answer('What is 2.589363um in kilometers?')).toBe('0.000000002589363 kilometers');
    expect(answer('What is 703 minutes before 6:28 AM?')).toBe('6:45 PM');
    expect(answer('How many minutes are there between 4:47 PM and 12:49 AM?')).toBe('482 minutes');
    expect(answer('What is 30 minutes after 11:45 PM?')).toBe('12:15 AM');
  });

  it('declines units it cannot be sure of and things that are not units', () => {
    expect(answer('Convert 5 m to s.')).toBeNull();
    expect(answer('How many apples are there in 3 boxes?')).toBeNull();
    expect(answer('How many grams are there in 3 litres?')).toBeNull();
    expect(answer('What is 10 minutes after 13:45 PM?')).toBeNull();
  });
});

describe('number skills: polynomial equations and factoring', () => {
  it('solves equations whose roots are all rational and factors such polynomials', () => {
    expect(answer('Solve x^2 - 5x + 6 = 0.')).toBe('x = 2 or x = 3');
    expect(answer('Solve 104*c**2/9 + 34*c/3 - 2/9 = 0 for c.')).toBe('c = -1 or c = 1/52');
    expect(answer('Find l such that 4*l**4 - 28*l**3 - 16*l**2 + 448*l - 768 = 0.')).toBe('l = -4, l = 3 or l = 4');
    expect(answer('Let d**2 - 53*d - 54 = 0. Calculate d.')).toBe('d = -1 or d = 54');
    expect(answer('Solve x^2 = 5x - 6 for x.')).toBe('x = 2 or x = 3');
    expect(answer('Factor x^2 + 5x + 6.')).toBe('(x + 2)(x + 3)');
    expect(answer('Factor -x**3 + 60*x**2 - 1053*x + 4374.')).toBe('−(x − 27)^2(x − 6)');
    expect(answer('Factor -4*w**3 + 876*w**2 + 1768*w.')).toBe('−4w(w − 221)(w + 2)');
    expect(answer('Find the roots of x^2 - 5x + 6.')).toBe('x = 2 or x = 3');
    expect(answer('What are the zeros of 2x^2 + x - 1?')).toBe('x = -1 or x = 1/2');
  });

  it('answers irrational or complex roots by the quadratic formula (quadratics.ts), leaves first-degree equations to the linear solver', () => {
    expect(answer('Solve x^2 - 2 = 0.')).toBe('x = ±√2');
    expect(answer('Solve x^2 + 1 = 0.')).toBe('no real solution');
    expect(answer('Factor x^2 + x + 1.')).toBeNull();
    expect(answer('Solve 2x + 3 = 11.')).toBeNull();
    expect(answer('Solve x^2 + y = 0.')).toBeNull();
    expect(answer('Find the roots of x^2 - 2.')).toBe('x = ±√2');
    expect(answer('Find the roots of x^2 + y.')).toBeNull();
  });
});

describe('number skills in a homework', () => {
  it('writes the steps at every grade with the check, and the contract kind stays arithmetic', () => {
    for (const gradeLevel of ['4th', '7th', '9th', '12th'] as const) {
      const solved = solveHomework({ text: 'What is the remainder when 173 is divided by 5?', gradeLevel }).problems[0];
      expect(solved?.solved).toBe(true);
      expect(solved?.kind).toBe('arithmetic');
      expect(solved?.steps.join(' ')).toContain('5 × 34 + 3 = 173');
    }
  });
});
