import { describe, expect, it } from 'vitest';
import { plainAskedFacts } from './plain-asked-facts.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('facts told inside the question', () => {
  it('says a price told in the question as a fact before it, only for buying', () => {
    expect(plainAskedFacts('He had 9 dollars. How many 3 dollar toys could he buy?')).toBe('He had 9 dollars. Each toy costs 3 dollars. How many toys could he buy?');
    expect(plainAskedFacts('He had 9 dollars. How many 3-dollar video games can he buy with it?')).toBe('He had 9 dollars. Each video game costs 3 dollars. How many video games can he buy with it?');
    expect(plainAskedFacts('He had 9 dollars. How many 5 dollar bills does he have?')).toBe('He had 9 dollars. How many 5 dollar bills does he have?');
    expect(plainAskedFacts('He spent 47 bucks.')).toBe('He spent 47 dollars.');
    // No money of his own is told: the game's price is not what he spends on toys.
    const paid = 'Roger bought a new game for 47 dollars. How many 7 dollar toys can he buy?';
    expect(plainAskedFacts(paid)).toBe(paid);
  });

  it("says a group's size told in the question as a fact before it", () => {
    expect(plainAskedFacts('She sold 36 boxes. How many cases of 12 boxes does she need?')).toBe('She sold 36 boxes. Each case has 12 boxes. How many cases does she need?');
    expect(plainAskedFacts('She has 49 files. How many 7-file folders will she need?')).toBe('She has 49 files. Each folder has 7 files. How many folders will she need?');
    expect(plainAskedFacts('She made 30 cookies. How many baggies, with exactly 3 cookies in each, can she make?')).toBe('She made 30 cookies. Each baggy has 3 cookies. How many baggies can she make?');
    // A length of time or a measure is no group's size.
    expect(plainAskedFacts('He ran 12 hours. How many 3-hour shifts did he work?')).toBe('He ran 12 hours. How many 3-hour shifts did he work?');
  });

  it('says the price of one bought thing as a price when the question asks for several of them', () => {
    expect(plainAskedFacts('Mrs. Hilt bought an ice cream cone for 99 cents. How much would 2 ice cream cones cost?')).toBe('Each ice cream cone costs 99 cents. How much would 2 ice cream cones cost?');
    const other = 'Jake bought a notebook for 3 dollars. How much would 5 pencils cost?';
    expect(plainAskedFacts(other)).toBe(other);
  });

  it('reads the question without an assumption that tells no number', () => {
    expect(plainAskedFacts('One stamp costs 34 cents. If the cost of each stamp remains the same, how much would 4 stamps cost?')).toBe('One stamp costs 34 cents. How much would 4 stamps cost?');
    const pace = 'Tom walks 3 miles each hour. If he walks at the same pace, how far will Ann walk in 4 hours?';
    expect(plainAskedFacts(pace)).toBe(pace);
  });

  it('prices the things bought, not the shop they were bought at', () => {
    expect(answer('Edward and his friend were buying trick decks from the magic shop for 9 dollars each. How much did they spend if Edward bought 4 decks and his friend bought 4 decks?')).toBe('$72');
    expect(answer('Ann was buying apples at the farm stand for 2 dollars each. How much did she spend if she bought 6 pears?')).toBeNull();
  });

  it('solves the stories and declines the near misses', () => {
    expect(answer('Paul had saved up 4 dollars. If he received another 11 dollars for his allowance, how many 5 dollar toys could he buy?')).toBe('3 toys');
    expect(answer('Will had 83 dollars. If he spent 47 bucks on a new game, how many 4 dollar toys could he buy with the money he had left?')).toBe('9 toys');
    expect(answer('If Karen sold 36 boxes of Tagalongs, how many cases of 12 boxes does Karen pickup from the cookie mom?')).toBe('3 cases');
    expect(answer('Mrs. Hilt bought an ice cream cone for 99 cents. How much would 2 ice cream cones cost?')).toBe('198 cents');
    // Another person's money, things of another kind, or a unit the story never counts.
    expect(answer('Paul had 4 dollars. His sister received 11 dollars. How many 5 dollar toys could Paul buy?')).toBeNull();
    expect(answer('Karen sold 36 boxes of cookies. How many cases of 12 bottles does she need?')).toBeNull();
    expect(answer('Jake bought a notebook for 3 dollars. How much would 5 pencils cost?')).toBeNull();
    expect(answer('Dan has 40 cards. How many packs of 10 cards does Sue have?')).toBeNull();
    expect(answer('Roger bought a new game for 47 dollars. How many 7 dollar toys can he buy?')).toBeNull();
    expect(answer('How many seven-dollar toys can Roger buy if he uses the money he has left after buying a new game for $47?')).toBeNull();
    expect(answer('Will had 83 dollars. He spent 47 dollars on a new game. How many 4 dollar toys did he buy?')).toBeNull();
    expect(answer('Will had 83 dollars. He spent 47 dollars on a new game. How many 4 dollar toys could his brother buy?')).toBeNull();
  });
});
