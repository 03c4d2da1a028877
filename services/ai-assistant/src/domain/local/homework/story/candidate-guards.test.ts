import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('a reading must account for the story around the numbers it uses', () => {
  it('declines when a left-out number is tied to a used one', () => {
    expect(answer('A hotel has 20 rooms. Twelve of the rooms have 2 lamps and the rest have 3 lamps. How many lamps are there in total?')).toBeNull();
    expect(answer('Max scored 6 baskets worth 2 points and 4 baskets worth 3 points. How many points did he score in total?')).toBeNull();
    expect(answer('Cows have 4 legs and hens have 2 legs. A farm has 7 cows and 5 hens. How many legs are on the farm in total?')).toBeNull();
    expect(answer('Eve has 2 roses, 4 tulips and 6 white lilies. She wants 20 flowers in all. How many more flowers does she need?')).toBeNull();
  });

  it('declines a stated total used as one more part, and "left" after only gains', () => {
    expect(answer('Dan collected 40 shells in total. He found 12 white shells and 9 pink shells. The rest are brown. How many brown shells are there?')).toBeNull();
    expect(answer('Jo has 9 stamps. She gets 3 stamps from Al and 2 stamps from Bo. How many stamps does Jo have left?')).toBeNull();
    // Money left after buying is read by the shopping reader (money-left), not as a total.
    expect(answer('Jo has $90. She buys a lamp for $30 and a rug for $25. How much money does Jo have left?')).toBe('$35');
  });

  it('declines readings that miss what the question asks', () => {
    expect(answer('Sam has 3 times as many shells as Lea. Lea has 5 shells. How many more shells does Sam have than Lea?')).toBeNull();
    expect(answer('There are 5 more moons for every planet. There are 10 planets. How many moons and planets are there altogether?')).toBeNull();
    expect(answer('Kai and Noa played 12 games. Kai won 4 more games than Noa. How many games did Kai win?')).toBeNull();
  });

  it('keeps the readings of plain stories with other things listed beside', () => {
    expect(answer('There are 12 cups and 9 plates in the cupboard. Ann placed 5 cups in the cupboard. How many cups are now there in total?')).toBe('17 cups');
    expect(answer('Sara has 4 red and 6 blue pens. Tom has 3 red pens. How many red pens do they have in total?')).toBe('7 pens');
    expect(answer('Leo found 30 shells and 12 stones on the beach. He gave 8 of the shells to Mia. How many shells does Leo now have?')).toBe('22 shells');
  });
});
