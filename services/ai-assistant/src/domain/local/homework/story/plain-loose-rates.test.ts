import { describe, expect, it } from 'vitest';
import { plainCommaEach, plainEachCapacity, plainRidesTimes } from './plain-loose-rates.js';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('rates and counts told loosely (mawps-bins)', () => {
  it('reads "3 hours, each day, for 5 days" as a rate over the days', () => {
    expect(plainCommaEach('Mike worked 3 hours, each day, for 5 days.')).toBe('Mike worked 3 hours each day for 5 days.');
    expect(answer('Mike worked 3 hours, each day, for 5 days. How many hours did he work in total?')).toBe('15 hours');
    expect(answer('Anna read 12 pages, each day, for 6 days. How many pages did she read in all?')).toBe('72 pages');
    expect(answer('Mike worked 3 hours, each day, for 5 days. He is paid 10 dollars an hour. How much money did he earn?')).toBe('$150');
  });

  it('declines when another person is asked about or the rate is not spread over the period', () => {
    expect(answer('Mike worked 3 hours, each day, for 5 days. His sister worked 4 hours each day. How many hours did his sister work in total?')).toBeNull();
    expect(plainCommaEach('He read 3 books, each one, for a class.')).toBe('He read 3 books, each one, for a class.');
  });

  it('reads the capacity of one container as so many in each, when the containers are counted', () => {
    expect(plainEachCapacity('A vase can hold 5 flowers. How many vases do you need?')).toBe('Each vase can hold 5 flowers. How many vases do you need?');
    expect(plainEachCapacity('A tank can hold 50 gallons. How many more gallons can it hold?')).toBe('A tank can hold 50 gallons. How many more gallons can it hold?');
    expect(answer('A vase can hold 5 flowers. If you had 6 carnations and 19 roses, how many vases would you need to hold the flowers?')).toBe('5 vases');
    expect(answer('A van can carry 7 students. 21 boys and 14 girls are going on a trip. How many vans are needed?')).toBe('5 vans');
  });

  it('declines a capacity that does not divide the things evenly, or things of another kind', () => {
    expect(answer('A vase can hold 5 flowers. If you had 6 carnations and 20 roses, how many vases would you need to hold the flowers?')).toBeNull();
    expect(answer('A basket holds 6 apples. Tom picked 14 apples and Ann picked 10 pears. How many baskets do they need for the apples?')).toBeNull();
  });

  it('counts each time one rode as one ride when a price is told for each ride', () => {
    expect(plainRidesTimes('Oliver rode the ferris wheel 5 times and the bumper cars 4 times. Each ride cost 7 tickets.')).toBe('Oliver took 5 rides on the ferris wheel and 4 rides on the bumper cars. Each ride cost 7 tickets.');
    expect(answer('At the town carnival Oliver rode the ferris wheel 5 times and the bumper cars 4 times. If each ride cost 7 tickets, how many tickets did he use?')).toBe('63 tickets');
    expect(answer('Paul rode the bumper cars 8 times and the log flume 2 times. Each ride costs 4 tickets. How many tickets did Paul use in all?')).toBe('40 tickets');
  });

  it('leaves times alone without a price for each ride, and declines prices told for each thing', () => {
    expect(plainRidesTimes('Kim rode the roller coaster 3 times and the ferris wheel 6 times. Tickets cost 2 dollars each.')).toBe('Kim rode the roller coaster 3 times and the ferris wheel 6 times. Tickets cost 2 dollars each.');
    expect(answer('Kim rode the roller coaster 3 times and the ferris wheel 6 times. Tickets cost 2 dollars each. How many tickets did she use?')).toBeNull();
    expect(answer('At the fair Kim rode the roller coaster 3 times and the ferris wheel 6 times. The roller coaster costs 5 tickets and the ferris wheel costs 2 tickets. How many tickets did she use?')).not.toBe('18 tickets');
  });
});
