import { describe, expect, it } from 'vitest';
import { solvePartsThenRate } from './parts-then-rate.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solvePartsThenRate(text)?.answer ?? null;
const shown = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('parts then a rate: parts of one unit added into one amount, then multiplied or divided in', () => {
  it('adds the contents of each container, as kinds of the asked whole, then times the containers', () => {
    expect(answer('A pet store has 9 bird cages. Each cage has 2 parrots and 6 parakeets in it. How many birds does the pet store have total?')).toBe('72 birds');
    expect(answer('A waiter had 7 tables he was waiting on, with 7 women and 2 men at each table. How many customers total did the waiter have?')).toBe('63 customers');
    expect(answer('Paige found 6 boxes of clothing and inside each box there were 5 scarves and 5 mittens. How many pieces of winter clothing did Paige have total?')).toBe('60 pieces of clothing');
    expect(answer('A garden has 6 rows, with 5 roses and 3 tulips in each row. How many flowers are in the garden?')).toBe('48 flowers');
  });

  it('adds parts told by one act, or one more of the same, then divides by a price, a group size or the sharers', () => {
    expect(answer('While playing at the arcade, Luke won 2 tickets playing darts and 13 tickets playing skee ball. He was trying to buy candy that cost 3 tickets a piece. How many could he buy?')).toBe('5 pieces');
    expect(answer('A class has 14 boys and 16 girls. Each group had 5 students in it. How many groups could be formed?')).toBe('6 groups');
    expect(answer('A group of 3 friends went into a restaurant. The chef already had 8 chicken wings cooked but cooked 10 more for the group. If they each got the same amount how many would each person get?')).toBe('6 wings per person');
    expect(answer('Wendy bought 4 new chairs and 4 new tables for her house. She spent 6 minutes on each piece of furniture putting it together. How many minutes did it take her to finish?')).toBe('48 minutes');
    expect(answer('Wendy bought 4 new chairs and 4 new lamps for her house. She spent 6 minutes on each piece of furniture putting it together. How many minutes did it take her to finish?')).toBeNull();
    expect(shown('At a company picnic 9 managers and 15 employees decided to start a game of volleyball. If they split into 8 teams how many people would be on each team?')).toBe('3 people per team');
    expect(shown('At a company picnic 9 managers and 15 employees decided to start a game of volleyball. If they split into 8 teams how many managers would be on each team?')).toBeNull();
    expect(answer('Adam answered 6 questions correct in the morning and 4 questions correct in the afternoon. Each question was worth 3 points. How many points did he score in total?')).toBe('30 points');
  });

  it('takes away the ones the rate does not reach when the rate names the rest', () => {
    expect(answer('A waiter had 21 customers in his section. 12 of them left and the rest of his tables had 3 people at each table. How many tables did he have?')).toBe('3 tables');
    expect(answer("At lunch a waiter had 10 customers and 5 of them didn't leave a tip. He got $3 each from the ones who did tip. How much money did he earn?")).toBe('$15');
  });

  it('counts people told by what they do as one kind, takes away the ones who did not, and prices "for $9 each"', () => {
    expect(answer('There were 7 friends playing a video game online when 2 more players joined the game. Each player had 7 lives. How many lives did they have total?')).toBe('63 lives');
    expect(answer("A trivia team had 14 members total, but during a game 7 members didn't show up. Each member that did show up scored 5 points. How many points were scored total?")).toBe('35 points');
    expect(answer('Edward and his friend were buying trick decks from the magic shop for 9 dollars each. Edward bought 4 decks and his friend bought 4 decks. How much did they spend?')).toBe('$72');
    expect(answer('There were 7 friends playing a video game online when 2 more dogs joined the game. Each player had 7 lives. How many lives did they have total?')).toBeNull();
    expect(answer("A trivia team had 14 members total, but during a game 7 members didn't show up. Each member scored 5 points. How many points were scored total?")).toBeNull();
    expect(answer('April had 9 roses at the start of the sale, and 4 roses were left unsold. Each rose cost 7 dollars. How much money did April earn from selling the roses?')).toBeNull();
    expect(answer('Edward and his friend were buying trick decks from the magic shop for 9 dollars each. Edward bought 4 decks and his friend bought 4 decks. How much did Edward spend?')).toBeNull();
  });

  it('reads the two halves of a game as settings, and no other "half"', () => {
    expect(shown('While playing a trivia game, Adam answered 5 questions correct in the first half and 5 questions correct in the second half. If each question was worth 5 points, what was his final score?')).toBe('50 points');
    expect(shown('Adam answered 5 questions correct in the first half and half as many in the second half. If each question was worth 5 points, what was his final score?')).toBeNull();
    expect(shown('Nicki ran 20 miles per week for the first half of the year and 30 miles per week for the second half. How many miles did she run?')).toBeNull();
    expect(shown('Adam answered 5 questions correct in the first half. If each question was worth 5 points, what was his final score?')).toBeNull();
  });

  it('reads "1 point for every 3 pounds" past the ratio guard, only for a sum of parts', () => {
    expect(shown('Haley and her friends were recycling paper for their class. For every 3 pounds they recycled they earned one point. If Haley recycled 11 pounds and her friends recycled 16 pounds, how many points did they earn?')).toBe('9 points');
    expect(shown('Ann picked 8 pounds of apples and Ben picked 12 pounds of apples. For every 5 pounds they earned 2 dollars. How much money did they earn?')).toBe('$8');
    expect(shown('Ann picked 8 pounds of apples and Ben picked 12 pounds of apples. For every 5 pounds they earned 2 dollars. How much money did Ann earn?')).toBeNull();
    expect(shown('Penelope has 5 red candies for every 3 blue candies. If she has 25 red candies and 5 blue candies, how many candies does she have?')).toBeNull();
  });

  it('declines parts of different units, a kind outside the asked whole, or a part the rate does not reach', () => {
    expect(answer('Sam and his sister were collecting cans. For every 4 cans they earned one sticker. Sam collected 12 cans and his sister collected 16 pounds. How many stickers did they earn?')).toBeNull();
    expect(answer('A garden has 6 rows, with 5 roses and 3 carrots in each row. How many flowers are in the garden?')).toBeNull();
    expect(answer('A teacher had 4 tables, with 3 boys and 2 girls at each table. How many adults were at the tables?')).toBeNull();
    expect(answer('A farm has 7 pens. Each pen has 4 chickens. There are also 3 ducks in the pond. How many birds does the farm have?')).toBeNull();
    expect(answer('A hotel has 5 floors. Each floor has 4 single rooms and 6 double rooms. There are also 3 suites. How many rooms are in the hotel?')).toBeNull();
  });

  it('declines a distractor, a part the question picks, two rates told apart and a sum that is not of parts', () => {
    expect(answer('Big boxes hold 8 pens each. Small boxes hold 3 pens each. There are 4 big boxes and 5 small boxes. How many pens are there in total?')).toBeNull();
    expect(answer('A machine made 12 cups in the morning and 18 cups in the afternoon. It can make 5 cups a minute. How many minutes did it work in the morning?')).toBeNull();
    expect(answer('Tom has $40 in his bank. He earns $10 per day. He wants to buy a game that costs $100. How many days does he have to save?')).toBeNull();
    expect(answer('Gloria has 9 boxes of tickets. Each box holds 5 tickets and there are 10 boxes in a case. How many tickets does Gloria have?')).toBeNull();
    expect(answer('There are 65 baskets of peaches. Each basket has 7 red peaches and 3 green peaches. How many peaches are in each basket?')).toBeNull();
    expect(answer('A store cleared out 20 coloring books from an inventory of 40 and stored the rest with 4 books on each shelf. How many shelves were used?')).toBeNull();
  });

  it('declines a division that does not come out whole, and a taken-away part whose rest the rate does not name', () => {
    expect(answer('While playing at the arcade, Luke won 2 tickets playing darts and 14 tickets playing skee ball. He was trying to buy candy that cost 3 tickets a piece. How many could he buy?')).toBeNull();
    expect(answer("At dinner a waitress had 12 customers and 4 of them didn't leave a tip. She got $5 each. How much money did she earn?")).toBeNull();
    expect(answer('At dinner a waitress had 12 customers and 4 of them left early. She got $5 each from the ones who did tip. How much money did she earn?')).toBeNull();
    expect(answer('A cook had 40 guests in the hall. 16 of them left and each table had 4 people. How many tables were there?')).toBeNull();
  });

  it('reads packs and packages as one thing, and the verb said once for a list of parts (mawps-asdiv)', () => {
    expect(answer('Maggie bought 4 packs of red bouncy balls, 8 packs of yellow bouncy balls, and 4 packs of green bouncy balls. There were 10 bouncy balls in each package. How many bouncy balls did Maggie buy in all?')).toBe('160 balls');
    expect(answer('Maggie bought 4 packs of red bouncy balls, 8 packs of yellow bouncy balls, and 4 packs of green bouncy balls. There were 10 bouncy balls in each box. How many bouncy balls did Maggie buy in all?')).toBeNull();
    expect(answer('Maggie bought 4 packs of red balls and found 8 packs of yellow balls. There were 10 balls in each pack. How many balls did Maggie buy?')).toBeNull();
  });
});
