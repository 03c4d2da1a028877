import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveInAskedUnit } from './asked-unit.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
/** The reading alone, with a reader that answers only the story it is handed in the asked unit. */
const read = (text: string, solve: (story: string) => string | null): string | null =>
  solveInAskedUnit(text, (story) => {
    const shown = solve(story);
    return shown ? { kind: 'word-problem', steps: [], answer: shown } : null;
  })?.answer ?? null;

describe('amounts told in another unit of the asked measure (asdiv-more)', () => {
  it('says every amount in the asked unit and reads the story again', () => {
    expect(answer('Tony made 14 L of lemonade for a party. His guests drank 9500 mL of the lemonade. How many milliliters of lemonade did Tony have left over?')).toBe('4500 milliliters');
    expect(answer('Noah made 12 kg of trail mix for his trip. His family ate 8600 g of the trail mix. How many grams of trail mix did Noah have left?')).toBe('3400 grams');
    expect(answer('Coach Kelly brought 32 L of water to the game, and she divided the water equally between 8 coolers. How many milliliters of water did Coach Kelly put in each cooler?')).toBe('4000 milliliters');
  });

  it('hands the reader the story in the asked unit', () => {
    const seen: string[] = [];
    read('Tony made 14 L of lemonade. His guests drank 9500 mL of it. How many milliliters of lemonade did Tony have left over?', (story) => (seen.push(story), null));
    expect(seen[0]).toBe('Tony made 14000 milliliters of lemonade. His guests drank 9500 milliliters of it. How many milliliters of lemonade did Tony have left over?');
  });

  it('declines no other unit, a unit not asked, a third unit of the measure, and two readings that disagree', () => {
    expect(read('Tony made 14 milliliters of lemonade. His guests drank 9 milliliters. How many milliliters did Tony have left?', () => '5 milliliters')).toBeNull();
    expect(read('Tony made 14 L of lemonade. His guests drank 9500 mL. How much lemonade did Tony have left?', () => '4500 milliliters')).toBeNull();
    expect(read('A rope is 2 km long. Ann cut 300 m and 40 cm off it. How many meters are left?', () => '1 meters')).toBeNull();
    expect(read('Tony made 14 L of lemonade. His guests drank 9500 mL. How many milliliters did Tony have left?', (story) => (/milliliters did/.test(story) ? '4500 milliliters' : '5 liters'))).toBeNull();
    expect(read('Tony made 14 L of lemonade. His guests drank 9500 mL. How many milliliters did Tony have left?', () => '4500 liters')).toBeNull();
  });
});
