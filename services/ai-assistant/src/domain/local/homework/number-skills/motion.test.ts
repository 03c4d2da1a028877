import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('two movers', () => {
  it('adds the speeds of movers going apart or toward each other, and takes their difference the same way', () => {
    expect(answer('Two trains leave the same station at the same time going in opposite directions. One travels at 60 mph and the other at 40 mph. In how many hours will they be 300 miles apart?')).toBe('3 hours');
    expect(answer('Two cars start 350 miles apart and drive toward each other at 50 mph and 20 mph. How many hours until they meet?')).toBe('5 hours');
    expect(answer('Two trains 450 km apart travel towards each other at 70 km/h and 80 km/h. After how many hours will they meet?')).toBe('3 hours');
    expect(answer('Mary and Jimmy start running from the same spot, but in opposite directions. Mary runs at 5 miles per hour and Jimmy runs at 4 miles per hour. What is the distance between them after 1 hour?')).toBe('9 miles');
    expect(answer('Two cars leave the same city at the same time traveling in the same direction at 55 mph and 65 mph. How far apart will they be after 4 hours?')).toBe('40 miles');
  });

  it('catches up a head start and splits a stream or wind from the still-water speed', () => {
    expect(answer('A car leaves a town at 40 mph. Two hours later a second car leaves the same town on the same road at 60 mph. How many hours will it take the second car to catch up?')).toBe('4 hours');
    expect(answer("Tom's rabbit can run at 25 miles per hour.  His cat can run 20 miles per hour.  The cat gets a 15-minute head start.  In hours, how long will it take for the rabbit to catch up?")).toBe('1 hour');
    expect(answer('A boat travels 24 miles downstream in 2 hours and 24 miles upstream in 3 hours. What is the speed of the current?')).toBe('2 mph');
    expect(answer('A plane flies 600 miles with the wind in 2 hours and 600 miles against the wind in 3 hours. What is the speed of the wind?')).toBe('50 mph');
    expect(answer('Tara can row downstream 20 km in 2 hours, and upstream 4 km in 2 hours. Find her speed of rowing in still water and the speed of the current.')).toBe('still water 6 km/h, current 4 km/h');
  });

  it('declines a slower chaser, mixed units, an extra number and a story without the movers\' directions', () => {
    expect(answer('A car leaves a town at 40 mph. Two hours later a second car leaves the same town on the same road at 30 mph. How many hours will it take the second car to catch up?')).toBeNull();
    expect(answer('Two trains leave the same station at the same time going in opposite directions. One travels at 60 mph and the other at 40 mph. In how many hours will they be 300 km apart?')).toBeNull();
    expect(answer('Two trains leave the same station at the same time going in opposite directions. One travels at 60 mph and the other at 40 mph for 2 hours. In how many hours will they be 300 miles apart?')).toBeNull();
    expect(answer('Two trains leave the same station. One travels at 60 mph and the other at 40 mph. In how many hours will they be 300 miles apart?')).toBeNull();
  });
});
