import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { aboutHowAsExact, wholeSumsOnly } from './statement-guards.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('"About how many …?" answered exactly by a sum or difference of whole numbers', () => {
  it('reads the question without "about" when that is the one unread shape', () => {
    expect(aboutHowAsExact('Tom has 5 pens. About how many pens does he have?')).toBe('Tom has 5 pens. How many pens does he have?');
    expect(aboutHowAsExact('Estimate the sum. About how many pens does he have?')).toBeNull();
    expect(aboutHowAsExact('Round to the nearest ten. About how many pens?')).toBeNull();
    expect(wholeSumsOnly(['828521 - 800059 = ?', '(3 + 4) - 2 = ?'])).toBe(true);
    expect(wholeSumsOnly(['159 / 37 = ?'])).toBe(false);
  });

  it('answers a whole minus a part, and declines a quotient that an estimate would round', () => {
    expect(answer('During summer break 80000 kids from Lawrence county go to camp and the rest stay home. Lawrence county has 90000 kids in all. About how many kids stayed home?')).toBe('10000 kids');
    expect(answer('Carol is making bead necklaces for her friends. She has 159 beads and each necklace takes 37 beads. About how many necklaces can Carol make?')).toBeNull();
    expect(answer('Cody had 36 boxes. Together the boxes weighed 243 kilograms. About how much did each box weigh?')).toBeNull();
    expect(answer('During summer break 80000 kids from Lawrence county go to camp and the rest stay home. Lawrence county has 90000 kids in all. About how many kids stayed home, to the nearest thousand?')).toBeNull();
  });
});
