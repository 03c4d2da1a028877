import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveMultipleThenTotal } from './multiple-then-total.js';

const answer = (text: string): string | null => solveMultipleThenTotal(text)?.answer ?? null;

describe('an amount, then amounts told from it, the total asked', () => {
  it('adds an amount and a multiple of "that" amount, and any other amount of the same unit', () => {
    expect(answer('Martin spends 2 hours waiting in traffic, then four times that long trying to get off the freeway. How much time does he waste total?')).toBe('10 hours');
    expect(answer('Lena swims 2 miles this morning, and then 3 times that amount in the evening. How many miles does she swim in total?')).toBe('8 miles');
    expect(answer('John builds a model rocket that can travel 500 ft in the air.  He builds a second rocket that can travel twice as high.  What is the combined height of the two rockets?')).toBe('1500 ft');
  });

  it('reads an offset from a multiple, and relations built on the owner they name', () => {
    expect(answer('Samir climbed 318 stairs yesterday. Veronica climbed 18 more than half that amount. How many stairs did Veronica and Samir climb together yesterday?')).toBe('495 stairs');
    expect(answer('Eva planted 9 roses. Finn planted 3 times as many roses as Eva. Gil planted 5 fewer roses than Finn. How many roses did the three plant in total?')).toBe('58 roses');
    expect(solveProblem('The first machine made 45 necklaces. The second machine made 2.4 times as many necklaces as the first machine. How many necklaces were made in total?')?.answer).toBe('153 necklaces');
    expect(answer('Micah has 7 fish in his aquarium. Kenneth has three times as many fish in his aquarium and Matthias has 15 less fish than Kenneth in his aquarium. How many fish do the boys have in total?')).toBe('34 fish');
  });

  it('declines when the question asks for some of the amounts, another thing or another count', () => {
    expect(answer('Ada sorted 12 shells. Ben sorted 4 more shells than Ada. Cy sorted twice as many shells as Ben. How many shells did Ada and Cy sort altogether?')).toBeNull();
    expect(answer('Lena swims 2 miles this morning, and then 3 times that amount in the evening. How many laps does she swim in total?')).toBeNull();
    expect(answer('Tom\'s first tower is 40 feet tall. His second tower is twice as tall. What is the combined height of the 3 towers?')).toBeNull();
    expect(answer('Lena swims 2 miles this morning, and then 3 times that amount in the evening. How many miles does she swim in the evening?')).toBeNull();
  });

  it('declines an extra number, an amount left untold, a rate, a loss and "times more"', () => {
    expect(answer('Ada sorted 12 shells. Ben sorted twice as many shells as Ada. They sorted 50 shells in all. How many shells did they sort in total?')).toBeNull();
    expect(answer('Ada sorted 12 shells. Ben sorted twice as many shells as Ada. Ada and Ben sorted 50 shells together. How many shells did they sort in total?')).toBeNull();
    expect(answer('Ada sorted 12 shells. Ben sorted 3 times as many shells as Ada. Cy sorted some shells too. How many shells did they sort in total?')).toBeNull();
    expect(answer('Lena swims 2 miles each morning, and then 3 times that amount in the evening. How many miles does she swim in total?')).toBeNull();
    expect(answer('Ada had 12 shells. She gave 3 times as many shells to Ben. How many shells did they have in total?')).toBeNull();
    expect(answer('Ada sorted 12 shells. Ben sorted 3 times more shells than Ada. How many shells did they sort in total?')).toBeNull();
    expect(answer('Ada sorted 12 shells. Ben sorted 3 times as many pebbles as Ada. How many shells did they sort in total?')).toBeNull();
  });

  it('declines amounts of different acts, and amounts compared with an untold one', () => {
    expect(answer('Ann read 12 pages on Monday. She wrote twice as many pages on Tuesday. How many pages did she read in total?')).toBeNull();
    expect(answer('Janet has 9 cards more than Brenda. Mara has twice as many cards as Janet. How many cards do they have in all if Mara has 40 cards less than 150?')).toBeNull();
    expect(answer("Joe's dad has 21 marshmallows, and Joe has four times as many marshmallows as his dad. If Joe's dad roasts a third of his marshmallows, how many marshmallows did they roast in total?")).toBeNull();
  });

  it('declines an owner told twice, and amounts told at two times', () => {
    expect(answer('Tom has 5 apples. Ann has 3 more apples than Tom. Tom has 7 apples. How many apples do they have altogether?')).toBeNull();
    expect(answer('Tom had 5 apples yesterday. Ann has twice as many apples as Tom. How many apples do they have altogether?')).toBeNull();
  });

  it('declines a relation whose base is not told, or "that" after two amounts', () => {
    expect(answer('Ada sorted 12 shells. Ben sorted 3 times as many shells as Cy. How many shells did they sort in total?')).toBeNull();
    expect(answer('Ada sorted 12 shells and Ben sorted 5 shells. Dee sorted twice that many. How many shells did they sort altogether?')).toBeNull();
    expect(answer('Ada sorted 10 shells. Ben sorted a third as many shells as Ada. How many shells did they sort altogether?')).toBeNull();
  });
});
