import { describe, expect, it } from 'vitest';
import { solveAverageOfValues } from './average-of-values.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveAverageOfValues(text)?.answer ?? null;

describe('average of listed amounts', () => {
  it('adds the amounts told apart by day, ordinal or person and shares the sum by their count', () => {
    expect(answer('Mia biked 6 miles on Monday, 9 miles on Tuesday and 12 miles on Wednesday. What is the average distance she biked per day?')).toBe('9 miles');
    expect(answer('The first jar held 10 beads; the second held 14 beads; the third held 21 beads. What is the average number of beads in the jars?')).toBe('15 beads');
    expect(answer('Ana reads 30 pages per hour, Bo reads 20 pages per hour and Cy reads 40 pages per hour. What is their average reading speed?')).toBe('30 pages per hour');
    expect(answer('During the first 4 hours the shop served the following numbers of guests: 12, 15, 9 and 20. What is the mean number of guests?')).toBe('14');
  });

  it('is shown through the story checks with grade-styled steps', () => {
    const solved = solveStory('Leo scored 7 points in the first game, 11 points in the second game and 9 points in the third game. What was his average number of points?');
    expect(solved?.answer).toBe('9 points');
    expect(solved?.steps.some((s) => s.kind === 'number-sentence' && s.sentence === '(7 + 11 + 9) ÷ 3 = ?')).toBe(true);
    expect(solveStory('Ada, Ben and Cal pick apples. Ada picks 12 apples, Ben picks 8 apples, and Cal picks 10 apples. How many apples does each of them pick on average?')?.answer).toBe('10 apples');
    expect(solveStory('Kim sold 20 cups on Monday, 26 cups on Tuesday and 17 cups on Wednesday. What is the average number of cups she sold per day?')?.answer).toBe('21 cups');
  });

  it('declines when an amount is changed, compared, signed or not told apart from a total', () => {
    expect(answer('Mia biked 6 miles on Monday and twice as far on Tuesday. What is the average distance she biked per day?')).toBeNull();
    expect(answer('The low was -6 degrees on Monday and 4 degrees on Tuesday. What was the average temperature?')).toBeNull();
    expect(answer('The band knows 30 songs. It played 5 songs in the first set and 7 in the second set. How many songs will it play on average in the third and fourth sets?')).toBeNull();
    expect(answer('The average of two tests was 80. Ben scored 70 on the first test. What did he score on the second test?')).toBeNull();
    expect(answer('Sam has 12 apples and Kim has 8 apples. How many times does the average fit into 40?')).toBeNull();
  });
});
