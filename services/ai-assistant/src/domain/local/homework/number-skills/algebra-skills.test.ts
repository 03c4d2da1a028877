import { describe, expect, it } from 'vitest';
import { solveNumberSkill } from './solve-number-skill.js';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveNumberSkill(text)?.answer ?? null;

describe('number skills: inequalities and absolute values', () => {
  it('solves a linear inequality, turning the sign around when dividing by a negative', () => {
    expect(answer('Solve 2x + 3 > 7.')).toBe('x > 2');
    expect(answer('Solve -3x + 4 <= 10.')).toBe('x ≥ -2');
    expect(answer('Solve 5 - x >= 2x - 7')).toBe('x ≤ 4');
    expect(answer('Solve 4y < 10 for y')).toBe('y < 5/2');
  });

  it('declines an inequality that is always or never true, not linear, or for another letter', () => {
    expect(answer('Solve 2x + 3 > 2x + 1.')).toBeNull();
    expect(answer('Solve x^2 > 4.')).toBe('x < -2 or x > 2'); // quadratic-inequalities.ts
    expect(answer('Solve 2x > 4 for y.')).toBeNull();
    expect(answer('Solve x + y > 4.')).toBeNull();
  });

  it('solves |ax + b| = c both ways, and declines a negative distance', () => {
    expect(answer('Solve |x - 3| = 5.')).toBe('x = -2 or x = 8');
    expect(answer('Solve |2x + 1| = 7')).toBe('x = -4 or x = 3');
    expect(answer('Solve |x| = 0')).toBe('x = 0');
    expect(answer('Solve |x - 3| = -5')).toBeNull();
  });
});

describe('number skills: a line from its equation', () => {
  it('reads the slope and the intercepts', () => {
    expect(answer('Find the slope of the line y = 3x + 2.')).toBe('3');
    expect(answer('What is the slope of 4x - 2y = 8?')).toBe('2');
    expect(answer('Find the y-intercept of 2x + 3y = 6.')).toBe('2');
    expect(answer('Find the x-intercept of 2x + 3y = 6.')).toBe('3');
    expect(answer('Find the slope of y = 5.')).toBe('0');
    expect(answer('Find the gradient of the line y = -x/2 + 1')).toBe('-1/2');
  });

  it('says a vertical line has no slope and declines what it cannot say', () => {
    expect(answer('Find the slope of the line x = 4.')).toBe('undefined: x = 4 is a vertical line');
    expect(answer('Find the x-intercept of y = 5.')).toBe('none: the horizontal line y = 5 never crosses the x-axis');
    expect(answer('Find the slope of y = x^2.')).toBeNull();
    expect(answer('Find the slope of the line x = 0.')).toBeNull();
    // The equation's solution is not what the words ask for.
    expect(solveProblem('Find the slope of the line x = 0.')).toBeNull();
  });
});

describe('number skills: like terms, scientific notation, factors, ratios, roots', () => {
  it('combines like terms of several letters', () => {
    expect(answer('Simplify 3x + 2y - x + 4y.')).toBe('2x + 6y');
    expect(answer('Simplify 2(x + y) - 3y + 4')).toBe('2x - y + 4');
    expect(answer('Simplify 2a + 3b - a + b - 5')).toBe('a + 4b - 5');
    expect(answer('Simplify 3xy + 2x.')).toBeNull();
    expect(answer('Simplify x*y + y.')).toBeNull();
    expect(answer('Simplify 2x + 3y.')).toBeNull();
  });

  it('writes numbers in and out of scientific notation', () => {
    expect(answer('Write 45000 in scientific notation.')).toBe('4.5 × 10^4');
    expect(answer('Write 0.00052 in scientific notation.')).toBe('5.2 × 10^-4');
    expect(answer('Write 1000 in scientific notation')).toBe('1 × 10^3');
    expect(answer('Write 3.5 × 10^4 in standard form.')).toBe('35000');
    expect(answer('Write 7.1 × 10^-3 in standard form.')).toBe('0.0071');
    // "Standard form" of an ordinary number means scientific notation in the UK, the number itself in the US.
    expect(answer('Write 45000 in standard form.')).toBeNull();
  });

  it('lists all factors, simplifies a ratio and a square root', () => {
    expect(answer('List the factors of 36.')).toBe('1, 2, 3, 4, 6, 9, 12, 18, 36');
    expect(answer('What are the factors of 17?')).toBe('1, 17');
    expect(answer('Write the ratio 12:18 in simplest form.')).toBe('2:3');
    expect(answer('Simplify the ratio 15:25:40')).toBe('3:5:8');
    expect(answer('Write 12:18.')).toBeNull();
    expect(answer('Simplify sqrt(50).')).toBe('5√2');
    expect(answer('Simplify the square root of 72')).toBe('6√2');
    // A whole root is the root skill's answer; a root with no square factor is already simplest.
    expect(answer('Simplify √49')).toBe('7');
    expect(answer('Simplify √30')).toBeNull();
  });

  it('reads a rectangle or a box told "5 cm by 3 cm", and a direction told before the list', () => {
    expect(answer('Find the perimeter of a rectangle that is 5 cm by 3 cm.')).toBe('16 cm');
    expect(answer('Find the volume of a box that is 2 cm by 3 cm by 4 cm.')).toBe('24 cm³');
    expect(answer('Find the area of a rectangle that is 5 cm by 3 m.')).toBeNull();
    expect(answer('Order from least to greatest: 0.5, 1/3, 0.45')).toBe('1/3, 0.45, 0.5');
    expect(answer('Order the numbers from greatest to least: 3, -1, 2.5, 0')).toBe('3, 2.5, 0, -1');
  });
});

describe('number skills: fraction forms and a number\'s partners', () => {
  it('writes lowest terms, mixed numbers and improper fractions', () => {
    expect(answer('Express 18/24 in lowest terms.')).toBe('3/4');
    expect(answer('Reduce -6/8 to lowest terms.')).toBe('-3/4');
    expect(answer('Write 5/4 as a mixed number.')).toBe('1 1/4');
    expect(answer('Write -7/2 as a mixed number.')).toBe('-3 1/2');
    expect(answer('Write 2 3/4 as an improper fraction.')).toBe('11/4');
    expect(answer('Write 3/4 as a mixed number.')).toBeNull();
    expect(answer('Write 2 5/4 as an improper fraction.')).toBeNull();
  });

  it('finds the reciprocal, the opposite and the absolute value', () => {
    expect(answer('Find the reciprocal of 3/4.')).toBe('4/3');
    expect(answer('What is the reciprocal of 2 3/4?')).toBe('4/11');
    expect(answer('Find the reciprocal of -1 1/2')).toBe('-2/3');
    expect(answer('Find the opposite of 2 1/3')).toBe('-2 1/3');
    expect(answer('Find the reciprocal of 2 5/3')).toBeNull();
    expect(answer('What is the opposite of -5?')).toBe('5');
    expect(answer('What is |-7|?')).toBe('7');
    expect(answer('What is the absolute value of -2.5?')).toBe('2.5');
    expect(answer('Find the reciprocal of 0.')).toBeNull();
  });
});
