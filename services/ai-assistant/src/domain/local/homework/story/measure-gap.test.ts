import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveMeasureGap } from './measure-gap.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveMeasureGap(text)?.answer ?? null;

describe('the difference of two told measures, no side named', () => {
  it('takes the smaller from the larger', () => {
    expect(answer('Jo found two shells on the beach. One shell was 3.5 inches long, and the other shell was 1.25 inches long. Find the difference in the length of the two shells.')).toBe('2.25 inches');
    expect(answer('During a contest, Ada ate 0.75 of a pie while Ben ate 0.5 of a pie. What is the difference in the amount of pie they ate?')).toBe('0.25');
    expect(answer('During a contest, Ada ate 0.75 of a pie while Ben ate only 0.5. Determine the difference in the amount of pie each had eaten.')).toBe('0.25');
  });

  it('declines two things, a third measure, or a change', () => {
    expect(read('Jo found two shells on the beach. One shell was 3.5 inches long, and the other shell was 1.25 centimeters long. Find the difference in the length of the two shells.')).toBeNull();
    expect(read('Jo found two shells on the beach. One shell was 3.5 inches long, the second was 1.25 inches long and the third was 2 inches long. Find the difference in the length of the shells.')).toBeNull();
    expect(read('During a contest, Ada ate 0.75 of a pie while Ben ate 0.5 of a cake. What is the difference in the amount of pie they ate?')).toBeNull();
    expect(read('During a contest, Ada ate 0.75 of a pie while Ben ate 0.5 of a pie, and then Ada ate 0.25 of a pie more. What is the difference in the amount of pie they ate?')).toBeNull();
  });
});
