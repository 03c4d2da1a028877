import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { solveGroupsThen } from './groups-then.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;
const read = (text: string): string | null => solveGroupsThen(text)?.answer ?? null;

describe('equal groups then a change', () => {
  it('counts the groups, then takes away or adds what the owner did', () => {
    expect(answer('Mia had 3 boxes of pens. There are 6 pens in each box. She gave away 4 pens. How many pens are left?')).toBe('14 pens');
    expect(answer('Mia has 5 bags of marbles. Each bag has 8 marbles in it. She also has 3 extra marbles. How many marbles does Mia have altogether?')).toBe('43 marbles');
  });

  it('declines another person\'s change, a question about the groups, a change the question does not ask about, and other things', () => {
    expect(read('Mia had 3 boxes of pens. There are 6 pens in each box. Her brother gave away 4 pens. How many pens does Mia have?')).toBeNull();
    expect(read('Mia had 3 boxes of pens. There are 6 pens in each box. She gave away 4 pens. How many boxes are left?')).toBeNull();
    expect(read('Mia has 5 bags of marbles. Each bag has 8 marbles in it. She lost 3 marbles. How many marbles does Mia have altogether?')).toBeNull();
    expect(read('Mia has 5 bags of marbles. Each bag has 8 marbles in it. She also has 3 extra stickers. How many marbles does Mia have altogether?')).toBeNull();
    expect(answer('Tom has 4 packs of gum with 5 pieces in each pack. He ate 3 pieces and his sister ate 2 packs. How many pieces are left?')).toBeNull();
  });
});

describe('a total then put into groups', () => {
  it('divides what is left or gathered by the size of one group', () => {
    expect(answer('Ben had 50 cards. He sold 14 of them. He put the rest into piles with 6 cards in each pile. How many piles did he make?')).toBe('6 piles');
    expect(answer('A store had 20 shirts and got a shipment of 16 more shirts. They put the shirts on racks with 4 shirts on each rack. How many racks did they use?')).toBe('9 racks');
    expect(answer('Sara was making bags of candy with 5 candies in each bag. She had 12 red candies and 18 green candies. How many bags could she make?')).toBe('6 bags');
  });

  it('rounds up only for a need and down only for what can be filled', () => {
    expect(answer('Ben had 50 cards. He sold 14 of them. He put the rest into boxes with 5 cards in each box. How many boxes did he need?')).toBe('8 boxes');
    expect(answer('Ben had 50 cards. He sold 14 of them. He put the rest into piles with 5 cards in each pile. How many full piles could he make?')).toBe('7 piles');
    expect(answer('There are 100 students and 24 seats on each bus. How many buses are needed for the trip?')).toBe('5 buses');
    expect(read('Ben had 50 cards. He sold 14 of them. He put the rest into piles with 5 cards in each pile. How many piles did he make?')).toBeNull();
  });

  it('declines the size asked, another person taking some, another thing and a relation', () => {
    expect(answer('Ben had 50 cards. He sold 14 of them. He put the rest into piles with 4 cards in each pile. How many cards are in each pile?')).not.toBe('9 piles');
    expect(read('Sara was making bags of candy with 5 candies in each bag. She had 12 red candies and 18 green candies. Her sister ate 4 of them. How many bags could she make?')).toBeNull();
    expect(read('A store had 20 shirts and got a shipment of 16 more hats. They put the shirts on racks with 4 shirts on each rack. How many racks did they use?')).toBeNull();
    expect(read('Ben had 50 cards and twice as many stickers. He put the cards into piles with 5 cards in each pile. How many piles did he make?')).toBeNull();
    expect(read('The cafeteria had 75 apples, 19 were for lunch and each pie needs 8 apples. How many pies could be made?')).toBeNull();
  });

  it('reads things named after a describing word, groups named before "with … in each one", and "18 of the flowers"', () => {
    expect(answer('A store had 6 giant stuffed bears and got another shipment with 18 bears. They put the bears onto shelves with 6 on each shelf. How many shelves did they use?')).toBe('4 shelves');
    expect(answer('Paige picked 53 flowers. She was making bouquets with 7 flowers in each one. If 18 of the flowers wilted, how many bouquets could she still make?')).toBe('5 bouquets');
    expect(read('Paige picked 53 flowers. She was making bouquets with 7 flowers in each one. If 18 of the vases broke, how many bouquets could she still make?')).toBeNull();
    expect(read('A store had 6 giant stuffed bears and got another shipment with 18 dolls. They put the bears onto shelves with 6 on each shelf. How many shelves did they use?')).toBeNull();
  });
});
