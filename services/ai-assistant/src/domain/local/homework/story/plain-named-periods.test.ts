import { describe, expect, it } from 'vitest';
import { plainNamedPeriods } from './plain-named-periods.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a total asked over the periods the story names (mawps-asdiv)', () => {
  it('asks "in total" when the story names as many periods as the question counts', () => {
    expect(plainNamedPeriods('On Monday he worked 8 hours and on Tuesday he worked 2 hours. How much money did Will make in those two days?')).toBe('On Monday he worked 8 hours and on Tuesday he worked 2 hours. How much money did Will make in total?');
    expect(plainNamedPeriods('He sold 14 cars on the first day, 16 cars on the second day, and 27 cars on the third day. How many cars did he sell on the 3 days?')).toBe('He sold 14 cars on the first day, 16 cars on the second day, and 27 cars on the third day. How many cars did he sell in total?');
  });

  it('leaves another count of periods, unnamed periods and questions that are no plain total as told', () => {
    expect(plainNamedPeriods('She worked 5 hours on Monday and 3 hours on Tuesday. How much did she make in those three days?')).toContain('three days?');
    expect(plainNamedPeriods('He earns $8 a day. How much does he earn in those two days?')).toContain('two days?');
    expect(plainNamedPeriods('He sold 10 on Friday and bought 15. On Saturday he sold 12. What was the net increase in stock over the two days?')).toContain('two days?');
    expect(plainNamedPeriods('He ran 3 miles on Monday and 5 miles on Tuesday. How many more miles did he run in those two days?')).toContain('two days?');
  });

  it('lets the readers of parts then a rate answer the total', () => {
    expect(answer('Will was working as a sacker at a grocery store where he made 8 dollars an hour. On Monday he worked 8 hours and on Tuesday he worked 2 hours. How much money did Will make in those two days?')).toBe('$80');
    expect(answer('She made 8 dollars an hour. She worked 5 hours on Monday and 3 hours on Tuesday. How much did she make in those three days?')).toBeNull();
  });
});
