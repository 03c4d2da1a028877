import { describe, expect, it } from 'vitest';
import { solveTripMeasure } from './trip-measure.js';

const answer = (text: string): string | null => solveTripMeasure(text)?.answer ?? null;

describe('trip measure: two of speed, distance and time told, the third asked', () => {
  it('reads the time from a distance and a speed in any order and wording', () => {
    expect(answer('If the speed of Charles\'s stroll was 3 miles per hour, for how many hours did he journey to reach a distance of 6 miles?')).toBe('2 hours');
    expect(answer('A person named Charles walked at the rate of 3 miles per hour. What was the duration of the travel for covering 6 miles of distance?')).toBe('2 hours');
    expect(answer('Sam jogs 6 miles per hour. How many hours does it take him to jog 15 miles?')).toBe('2.5 hours');
  });

  it('reads the distance from a speed and a time', () => {
    expect(answer('In a 4-hour period, Rose walked at a speed of 2 miles per hour. What was the total distance covered by Rose?')).toBe('8 miles');
    expect(answer('After walking 2 miles per hour for 5 hours, Amanda finally got to Kimberly\'s house. How far away are their houses from each other?')).toBe('10 miles');
  });

  it('reads the speed only when the quotient ends', () => {
    expect(answer('Sam ran 10 miles in 2 hours. What was his speed?')).toBe('5 miles per hour');
    expect(answer('Sam walked 500 meters in 6 minutes. How fast did he walk?')).toBeNull();
  });

  it('declines other units, other movers, currents, several legs and changes', () => {
    expect(answer('A train goes 60 miles per hour. How far does it go in 30 minutes?')).toBeNull();
    expect(answer('Sam drives 60 miles per hour. How many minutes will it take him to drive 120 miles?')).toBeNull();
    expect(answer('Sam drives 60 miles per hour. How many hours will it take him to drive 120 kilometers?')).toBeNull();
    expect(answer('Sam ran 10 miles in 2 hours. What was his speed in kilometers per hour?')).toBeNull();
    expect(answer('Sam walks at 3 miles per hour. Ann walks 6 miles. How long does Ann take?')).toBeNull();
    expect(answer('The river flows 3 miles per hour. A boat travels 12 miles. How many hours does it take?')).toBeNull();
    expect(answer('Sam walks 3 miles per hour for 2 hours and then rests. How far did he walk?')).toBeNull();
    expect(answer('Sam drives 60 miles per hour for 2 hours. How many more miles does he need to drive?')).toBeNull();
    expect(answer('A car travels at 60 miles per hour for 3 hours. How long is the trip in miles?')).toBeNull();
  });

  it('declines a second mover told by a relative or a vehicle, and reads a speed asked in its own units', () => {
    expect(answer('Sam walks at 3 miles per hour. His sister walks 6 miles. How long does his sister take?')).toBeNull();
    expect(answer('A car goes 60 miles per hour. A truck travels 120 miles. How many hours does the truck take?')).toBeNull();
    expect(answer('A car travels 180 miles in 3 hours. What is its speed in miles per hour?')).toBe('60 miles per hour');
    expect(answer('Marie bikes at a rate of 12 miles per hour. What is the distance that she covers in 31 hours?')).toBe('372 miles');
  });
});
