import { describe, expect, it } from 'vitest';
import { renderSteps } from '../render-solution.js';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('clock times: a time of day and a length of time', () => {
  it('finds the time after or before a length of time, whole hours first, across noon', () => {
    expect(answer('A train leaves at 3:15 pm and arrives 2 hours 50 minutes later. What time does it arrive?')).toBe('6:05 pm');
    expect(answer('The game started at 11:30 am and lasted 1 hour 45 minutes. What time did the game end?')).toBe('1:15 pm');
    expect(answer('The bus arrives at 4:10 pm. Tom got to the stop 25 minutes earlier. What time did Tom get to the stop?')).toBe('3:45 pm');
    expect(answer('Maya started her homework at 6:10 p.m. She finished it an hour and a half later. What time did she finish?')).toBe('7:40 pm');
    expect(answer('The flight leaves at 9:45 and lands 3 hours later. What time does it land?')).toBe('12:45');
  });

  it('finds the length of time between two times, in the unit the question asks for', () => {
    expect(answer('The class runs from 9:40 am to 11:15 am. How long is the class?')).toBe('1 hour 35 minutes');
    expect(answer('Ana left home at 7:20 a.m. and got to school at 7:55 a.m. How many minutes did the trip take?')).toBe('35 minutes');
    expect(answer('The store opens at 9:00 am and closes at 5:30 pm. How many hours is the store open?')).toBe('8.5 hours');
    expect(answer('The store closes at 5:30 pm. It opens at 9:00 am. How many hours is it open?')).toBe('8.5 hours');
    expect(answer('It is 10:30 am. How long is it until noon?')).toBe('1 hour 30 minutes');
  });

  it('declines a stay between trips, the time the story already gives, another number, or a day boundary', () => {
    expect(answer('Kim arrived at the park at 3:00 pm and stayed 2 hours. What time did she leave the park?')).toBeNull();
    expect(answer('The show starts at 7:00 pm. Ben arrived 20 minutes before the show. What time does the show start?')).toBeNull();
    expect(answer('A train leaves at 3:15 pm and arrives 2 hours 50 minutes later. It stops 3 times. What time does it arrive?')).toBeNull();
    expect(answer('A bus leaves at 10:50 pm and arrives 2 hours later. What time does it arrive?')).toBeNull();
    expect(answer('Max watches a show that airs every day from 4:00 pm to 4:30 pm. How many hours of the show does he watch in a week?')).toBeNull();
    expect(answer('Lia woke up at 6:30 am. She had gone to bed at 9:30 pm. How long did she sleep?')).toBeNull();
    expect(answer('A movie is 2 hours 15 minutes long. Tim started it at 8:00 pm but paused it for a while. What time did he finish?')).toBeNull();
    expect(answer('The ratio of red to blue beads went from 2:15 to 3:20. How long is the string?')).toBeNull();
    expect(answer('Sam read from 4:15 pm to 5:00 pm and then played for 30 minutes. How long did Sam read?')).toBeNull();
    expect(answer('The store opens at 9:00 am and closes at 5:20 pm. How many hours is the store open?')).toBeNull();
  });

  it('writes the count along the clock and the check back in each grade\'s voice', () => {
    const solved = solveProblem('A train leaves at 3:15 pm and arrives 2 hours 50 minutes later. What time does it arrive?')!;
    const fourth = renderSteps(solved, '4th').join(' ');
    expect(fourth).toContain('A train leaves at 3:15 pm; arrives 2 hours 50 minutes later');
    expect(fourth).toContain('3:15 pm plus 2 hours is 5:15 pm');
    expect(fourth).toContain('5:15 pm plus 50 minutes is 6:05 pm');
    expect(fourth).toContain('6:05 pm - 2 hours 50 minutes = 3:15 pm');
    expect(renderSteps(solved, '12th').join(' ')).toMatch(/base 60/);
  });
});
