import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveDayCompared } from './day-compared.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveDayCompared(text)?.answer ?? null;

describe("the next day's amount told through the first day's", () => {
  it('takes away or adds the told difference', () => {
    expect(answer('Monday saw a rainfall of 0.9 inches. The next day, it rained 0.7 inches less than previously. What was the total rainfall on Tuesday?')).toBe('0.2 inches');
    expect(answer('The amount of rain that fell on Monday was 0.9 inches, and the rainfall on Tuesday was 0.7 inches less than that. What is the rainfall on Tuesday?')).toBe('0.2 inches');
    expect(answer('On Monday, the precipitation was 0.9 inches. The following day received 0.7 inches less rain. What was the amount of rainfall on Tuesday?')).toBe('0.2 inches');
    expect(read('Sam read 20 pages on Monday. On Tuesday he read 5 more pages than on Monday. How many pages did he read on Tuesday?')).toBe('25 pages');
  });

  it('declines "more" without "than", another day asked, another unit or day compared, a negative amount', () => {
    expect(read('Sam read 20 pages on Monday. On Tuesday he read 5 more pages. How many pages did he read on Tuesday?')).toBeNull();
    expect(read('It snowed 4.5 inches on Monday. The next day, it snowed 1.5 inches less than that. How much did it snow on Wednesday?')).toBeNull();
    expect(read('It snowed 4.5 inches on Monday. The next day, it snowed 1.5 feet less than that. How much did it snow on Tuesday?')).toBeNull();
    expect(read('It snowed 4.5 inches on Monday. On Tuesday it snowed 1.5 inches less than on Sunday. How much did it snow on Tuesday?')).toBeNull();
    expect(read('It snowed 4.5 inches on Monday. The next day, it snowed 5.5 inches less than that. How much did it snow on Tuesday?')).toBeNull();
    expect(read('It snowed 4.5 inches on Monday. The next day, it snowed 1.5 inches less than that. How much did it snow on Monday and Tuesday in total?')).toBeNull();
  });
});
