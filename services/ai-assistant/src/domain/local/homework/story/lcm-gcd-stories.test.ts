import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveMeetingCycles } from './meeting-cycles.js';
import { solveDivisibleByAll, solveMatchingPacks } from './matching-packs.js';
import { solveIdenticalGroups } from './identical-groups.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('lcm-gcd: repeating cycles that meet again', () => {
  it('answers the least common multiple in the unit asked', () => {
    expect(answer('Tom visits the library every 6 days and Ann every 8 days. They were both there today. In how many days will they both be there again?')).toBe('24 days');
    expect(answer('At the gym, Kim swims every 4 days, runs every 6 days and cycles every 10 days. She did all three today. In how many days will she do all three on the same day again?')).toBe('60 days');
    expect(answer('Sam goes golfing every 6th day and Lee goes golfing every 7th day. If they both went golfing today, how many days until they go golfing on the same day again?')).toBe('42 days');
    expect(answer('A red light flashes every 2 minutes and a blue light flashes every 90 seconds. They just flashed together. After how many seconds will they flash together again?')).toBe('360 seconds');
    expect(answer('Ann waters her plants every 4 days and Ben every 14 days. They both watered today. In how many weeks will they water on the same day again?')).toBe('4 weeks');
  });

  it('gives a clock time after a start told as one', () => {
    expect(answer('Two buses leave the station together at 9:00 am. One leaves every 15 minutes and the other every 20 minutes. At what time will they next leave together?')).toBe('10:00 am');
  });

  it('shows the check: a multiple of every cycle, and no smaller one', () => {
    const steps = JSON.stringify(solveMeetingCycles('Tom visits the library every 6 days and Ann every 8 days. They were both there today. In how many days will they both be there again?')?.steps);
    expect(steps).toContain('24 = 6 × 4, 24 = 8 × 3; 4 and 3 share no factor but 1, so 24 is the least');
  });

  it('declines one cycle, a count of meetings, a question about one of them, a rate, a unit that does not divide', () => {
    expect(solveMeetingCycles('Tom visits the library every 6 days. He was there today. In how many days will he be there again?')).toBeNull();
    expect(answer('Tom visits the library every 6 days and Ann every 8 days. They were both there today. How many times will they both be there in 100 days?')).toBeNull();
    expect(solveMeetingCycles('Tom visits the library every 6 days and Ann every 8 days. They were both there today. In how many days will Tom be there again?')).toBeNull();
    expect(solveMeetingCycles('Tom feeds the fish 3 times a day and Ann every 8 hours. After how many hours will they feed the fish together again?')).toBeNull();
    expect(solveMeetingCycles('Tom visits the library every 6 days and Ann every 8 days. They were both there today. In how many weeks will they both be there again?')).toBeNull();
    expect(solveMeetingCycles('Tom visits the library every day and Ann every 8 days. They were both there today. In how many days will they both be there again?')).toBeNull();
  });
});

describe('lcm-gcd: equal totals from packs', () => {
  it('answers the smallest number of things, or of packs of the kind asked', () => {
    expect(answer('Hot dogs come in packs of 10 and buns come in packs of 8. What is the smallest number of packs of hot dogs to buy to have equal numbers of hot dogs and buns?')).toBe('4 packs');
    expect(answer('Hot dogs come in packs of 10 and buns come in packs of 8. Mia wants the same number of hot dogs and buns. What is the smallest number of packs of buns she can buy?')).toBe('5 packs');
    expect(answer('Karen bags the pretzels in groups of 5 and the crackers in groups of 7. She packs equal numbers of pretzels and crackers. What is the smallest number of crackers she can pack?')).toBe('35 crackers');
    expect(answer('Packages of cheddar cheese come with 12 slices, while packages of Swiss cheese come with 28 slices. If Randy bought the same number of slices of each type of cheese, what is the smallest number of slices of each type that Randy could have bought?')).toBe('84 slices');
    expect(answer('Eddie is thinking of a number that is divisible by both 8 and 5. What is the smallest possible number that Eddie could be thinking of?')).toBe('40');
  });

  it('declines a count of packs read as a size, packs of each, no equal totals, a distractor number', () => {
    expect(solveMatchingPacks('Martha is buying 18 packs of pencils and 14 packs of pens. If Martha wishes to purchase the same number of pencils as pens, what is the smallest number of pens that she can buy?')).toBeNull();
    expect(solveMatchingPacks('Cups are sold 5 to a package and plates are sold 10 to a package. If you want the same number of each item, what is the least number of packages of each you need to buy?')).toBeNull();
    expect(solveMatchingPacks('Hot dogs come in packs of 10 and buns come in packs of 8. What is the smallest number of packs of hot dogs she can buy?')).toBeNull();
    expect(solveMatchingPacks('Hot dogs come in packs of 10 and buns come in packs of 8. Mia has 3 dollars. She wants the same number of hot dogs and buns. What is the smallest number of buns she can buy?')).toBeNull();
    expect(solveDivisibleByAll('Eddie is thinking of a number that is divisible by both 8 and 5. What is the largest possible number that Eddie could be thinking of?')).toBeNull();
  });
});

describe('lcm-gcd: identical groups with nothing left over', () => {
  it('answers the greatest number of groups, the share of one kind, the size of one-kind groups, the longest piece', () => {
    expect(answer('A florist has 24 roses and 36 tulips and wants to make identical bouquets with no flowers left over. What is the greatest number of bouquets the florist can make?')).toBe('12 bouquets');
    expect(answer('Zayed has 72 pencils and 24 calculators to put into identical packages, and he must use all of the pencils and calculators. If Zayed makes the greatest number of identical packages possible, how many pencils will be in each package?')).toBe('3 pencils');
    expect(answer('Oscar needs to ship 14 rock CDs, 12 classical CDs, and 8 pop CDs. He can pack only one type of CD in each box and he must pack the same number of CDs in each box. What is the greatest number of CDs Oscar can pack in each box?')).toBe('2 CDs');
    expect(answer('Amanda has two pieces of ribbon, one 8 inches long and the other 12 inches long. She wants to cut them into pieces that are all of the same length, with no ribbon left over. What is the greatest length, in inches, that she can make them?')).toBe('4 inches');
  });

  it('declines leftovers allowed, the smallest number of groups, a distractor, a mixed group size', () => {
    expect(solveIdenticalGroups('A florist has 24 roses and 36 tulips. She makes identical bouquets with 2 roses left over. What is the greatest number of bouquets she can make?')).toBeNull();
    expect(solveIdenticalGroups('A florist has 24 roses and 36 tulips and wants to make identical bouquets with no flowers left over. What is the smallest number of bouquets the florist can make?')).toBeNull();
    expect(solveIdenticalGroups('A florist has 24 roses and 36 tulips and wants to make identical bouquets with no flowers left over. She also has 6 vases. What is the greatest number of bouquets the florist can make?')).toBeNull();
    expect(solveIdenticalGroups('A florist has 24 roses and 36 tulips. She wants bouquets with the same number of each flower in each bouquet. What is the greatest number of bouquets she can make?')).toBeNull();
    expect(solveIdenticalGroups('The staff baked 96 legs and 144 thighs for platters with the same number of legs and thighs and nothing left over. How many platters can they make if they want the greatest number of pieces on each platter?')).toBeNull();
  });
});

describe('lcm-gcd: stories the common-factors reader misread now decline', () => {
  it('declines one person asked again, leftovers kept, pack sizes for a factor, two units, an amount told apart, equal packs', () => {
    expect(answer('Tom visits the library every 6 days and Ann every 8 days. They were both there today. In how many days will Tom be there again?')).toBeNull();
    expect(answer('A florist has 24 roses and 36 tulips. She makes identical bouquets and keeps any flowers left over. What is the greatest number of bouquets she can make?')).toBeNull();
    expect(answer('Forks are sold 6 to a box and spoons are sold 9 to a box. Leo wants the same number of forks and spoons. What is the greatest number of boxes of spoons he needs?')).toBeNull();
    expect(answer('Two ropes are 30 feet and 45 inches long. Dan cuts them into pieces of the same length with nothing left over. What is the greatest possible length of each piece?')).toBeNull();
    expect(answer('A florist has 24 roses and 36 tulips and wants to make identical bouquets with no flowers left over. She also has 6 vases. What is the greatest number of bouquets she can make?')).toBeNull();
    expect(answer('Hot dogs come in packs of 10 and buns come in packs of 8. Mia buys the same number of packs of hot dogs and buns. What is the smallest number of hot dogs she can buy?')).toBeNull();
    expect(answer('A red light flashes every 2 minutes and a blue light flashes every 90 seconds. They just flashed together. After how many minutes will they flash together again?')).toBe('6 minutes');
  });
});
