import { describe, expect, it } from 'vitest';
import { solveRateNamedChain, solveRatePerSubunit } from './rate-per-subunit.js';
import { solveStory } from '../story-solvers.js';

const answer = (story: string): string | null => solveRatePerSubunit(story)?.answer ?? null;

describe('svamp-subunit: a rate asked per one of a sub-unit', () => {
  it('sets the count of the asked "each" thing aside', () => {
    expect(answer('A postman has to give 3 letters to each house in each of the 40 streets. There are 9 houses on each street. How many letters should he give on each street?')).toBe('27 letters per street');
    expect(answer('A farm has 7 barns. Each barn has 6 stalls and each stall has 2 horses. How many horses are in each barn?')).toBe('12 horses per barn');
  });

  it('reads a chain with no count to set aside, the question ending in "hold" or "need"', () => {
    expect(answer('There are 15 houses in a block. A mailman has to give 6 flyers to each house in each block. How many flyers should he give each block?')).toBe('90 flyers per block');
    expect(answer('A library has 30 shelves. Each shelf holds 12 boxes and each box holds 5 books. How many books does each shelf hold?')).toBe('60 books per shelf');
  });

  it('is the one reading the whole solver shows', () => {
    expect(solveStory('A hotel has 10 floors. There are 14 rooms on each floor and each room has 2 beds. How many beds are on each floor?')?.answer).toBe('28 beds per floor');
  });

  it('declines a question asked per the smaller thing, per a thing no rate is told per, or per a time', () => {
    expect(answer('A mailman has to give 4 letters to each house in each of the 8 blocks. There are 12 houses in each block. How many letters should he give in each house?')).toBeNull();
    expect(answer('A school has 12 classrooms and 3 gyms. Each classroom has 8 desks. How many desks are in each gym?')).toBeNull();
    expect(answer('A train has 9 cars. Each car has 20 rows and each row has 4 seats. How many seats are there per day?')).toBeNull();
    expect(answer('A train has 9 cars. Each car has 20 rows and each row has 4 seats. How many rows are in each seat?')).toBeNull();
  });

  it('declines a total asked, a change, a comparison and a number left over', () => {
    expect(answer('A mailman has to give 4 letters to each house in each of the 8 blocks. There are 12 houses in each block. How many letters should he give in all?')).toBeNull();
    expect(answer('A mailman has to give 4 letters to each house in each of the 8 blocks. There are 12 houses in each block. He already gave 10 letters. How many letters should he still give in each block?')).toBeNull();
    expect(answer('A hotel has 10 floors. There are 14 rooms on each floor and 2 more beds than rooms on each floor. How many beds are on each floor?')).toBeNull();
    expect(answer('Each box has 4 bags and there are 6 cookies in each bag. He has 3 boxes and eats 2 cookies. How many cookies are in each box?')).toBeNull();
  });
});

describe('svamp-subunit: a count of a thing no rate is told for, beside a chain the question names', () => {
  const named = (story: string): string | null => solveRateNamedChain(story)?.answer ?? null;

  it('sets the stranger count aside when the question names the chain', () => {
    expect(named('Ben could fit 9 model cars on each shelf in his room. His room has 5 shelves and 30 drawers. How many total model cars could his shelves hold?')).toBe('45 model cars');
    expect(named('Each shelf holds 11 books. His room has 4 shelves and 3 boxes. How many books are on the shelves?')).toBe('44 books');
  });

  it('declines when the question names the stranger, names no thing of the chain, or the stranger has a rate of its own', () => {
    expect(named('Each shelf holds 11 books. His room has 4 shelves and 3 boxes. How many books are in the boxes?')).toBeNull();
    expect(named('Each shelf holds 11 books. His room has 4 shelves and 3 boxes. How many books are there?')).toBeNull();
    expect(named('Each shelf holds 11 books. His room has 4 shelves and 3 boxes. How many books are on the shelves and in the boxes?')).toBeNull();
    expect(named('Jack sews 3 shirts for each of his 3 kids. He sews 7 buttons in each shirt. How many buttons must Jack use for all the shirts?')).toBeNull();
    expect(named('Each shelf holds 11 books and each box holds 6 books. His room has 4 shelves and 3 boxes. How many books are on the shelves?')).toBeNull();
  });

  it('leaves the whole solver declining a question about things no number tells', () => {
    expect(solveStory('Each shelf holds 11 books. His room has 4 shelves and 3 boxes. How many books are on the shelves and in the boxes?')).toBeNull();
  });
});
