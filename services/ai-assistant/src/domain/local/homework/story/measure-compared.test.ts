import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveMeasureCompared } from './measure-compared.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveMeasureCompared(text)?.answer ?? null;

describe('two told measures, how much one is beyond the other', () => {
  it('answers a comparative asked of the sides the facts name', () => {
    expect(answer("Mia's ribbon is 4.5 feet long and her brother's ribbon is 2.25 feet long. How much longer is Mia's ribbon than her brother's?")).toBe('2.25 feet');
    expect(answer("Mia's ribbon is 4.5 feet long and her brother's ribbon is 2.25 feet long. How much shorter is her brother's ribbon than Mia's?")).toBe('2.25 feet');
    expect(answer("Tom's dog weighs 32.5 pounds and Ann's cat weighs 9.5 pounds. By how many pounds is Tom's dog heavier than Ann's cat?")).toBe('23 pounds');
    expect(answer('Lena used 0.75 cups of milk and 0.5 cups of oil in her cake. How much greater was the amount of milk used compared to the amount of oil?')).toBe('0.25 cups');
    expect(answer('Using 0.5 cups of oil and 0.75 cups of milk in her cake, Lena used how much more milk than oil?')).toBe('0.25 cups');
  });

  it('names the larger and the smaller thing by size, the count of the things left out', () => {
    expect(answer('Jo found two shells on the beach. One shell was 3.5 inches long, and the other shell was 1.25 inches long. How much longer was the longer shell than the shorter shell?')).toBe('2.25 inches');
    expect(answer('While measuring two worms, Suzie found that one was only 0.1 inch long, while the other was 0.8 inch long. Determine the amount longer the longer worm was compared to the smaller worm.')).toBe('0.7 inches');
  });

  it('declines a comparative that goes against the numbers, or a side no number fits', () => {
    expect(read("Mia's ribbon is 4.5 feet long and her brother's ribbon is 2.25 feet long. How much shorter is Mia's ribbon than her brother's?")).toBeNull();
    expect(read("Tom's dog weighs 32.5 pounds and Ann's cat weighs 9.5 pounds. How much heavier is Tom's dog than Sam's rabbit?")).toBeNull();
    expect(read('Lena used 0.75 cups of milk and 0.5 cups of oil in her cake. How much more milk than flour did she use?')).toBeNull();
  });

  it('declines other units, changes, transfers, relations and rates', () => {
    expect(read("Mia's ribbon is 4.5 feet long and her brother's ribbon is 2.25 meters long. How much longer is Mia's ribbon than her brother's?")).toBeNull();
    expect(read("Mia's ribbon is 4.5 feet long and her brother's ribbon is 2.25 feet long. Mia gave 1 foot of it to her brother. How much longer is Mia's ribbon than her brother's?")).toBeNull();
    expect(read("Mia's ribbon is 4.5 feet long and her brother's ribbon is 2.25 feet shorter than Mia's. How much longer is Mia's ribbon than her brother's?")).toBeNull();
    expect(read('Ravi jogged 2.5 miles and swam 0.5 mile each day. How much farther did Ravi jog than swim?')).toBeNull();
    expect(read('Jo found three shells on the beach. One shell was 3.5 inches long, and the other shells were 1.25 inches long. How much longer was the longer shell than the shorter shell?')).toBeNull();
  });
});
