import { describe, expect, it } from 'vitest';
import { solveGroupsPlusPart } from './groups-plus-part.js';
import { plainForms } from './plain-forms.js';

const read = (text: string): string | null => solveGroupsPlusPart(plainForms(text))?.answer ?? null;

describe('groups of a told size plus one more amount of the same thing (asdiv-more)', () => {
  it('adds the groups times their size and the amount, whatever the order', () => {
    expect(read('A chef only had 3 apples so he ordered 2 more bags. If each bag has 9 apples, how many apples does he have total?')).toBe('21 apples');
    expect(read('Edward earned 8 dollars for every lawn he mowed. If he mowed 5 lawns and he already had 7 dollars saved up, how much money does he have total?')).toBe('$47');
    expect(read('Adam had 8 boxes of toys. Each box had 6 toys. Later Adam bought 5 more toys. How many toys did he have total?')).toBe('53 toys');
    expect(read('At the arcade Amy had 6 tickets she saved. This time she played a game 7 times and earned 5 tickets each time she played. How many tickets does she have now?')).toBe('41 tickets');
  });

  it('declines the amount told with the size, a kind asked, groups filled from what was had, and another question', () => {
    expect(read('There are 39 butterflies. Each butterfly has 12 black dots and 17 yellow dots. How many black dots are there in all?')).toBeNull();
    expect(read('Adam had 8 boxes of toys. Each box had 6 red toys. Later Adam bought 5 blue toys. How many red toys did he have total?')).toBeNull();
    expect(read('A chef had 30 apples. He filled 2 bags. Each bag has 9 apples. How many apples does he have total?')).toBeNull();
    expect(read('Sasha can complete 15 questions an hour. She has 60 questions to complete and she works for 2 hours. How many questions does she still need to complete?')).toBeNull();
    expect(read('Adam had 8 boxes of toys. Each box had 6 toys. Later Adam lost 5 toys. How many toys did he have total?')).toBeNull();
    expect(read('There are 2 pennies in each of the 12 compartments. She adds 6 more pennies to each compartment. How many pennies does she have total?')).toBeNull();
    expect(read('Adam had 8 boxes of toys. Each box had 6 toys. Later Adam bought 5 more toys. How many more toys did he have than before?')).toBeNull();
    expect(read('There are 3 shelves, each having 20 books. 5 books are taken away. How many books are on the shelves now?')).toBeNull();
    expect(read('Maggi had 3 packages of cupcakes. There are 4 cupcakes in each package. She gave 5 cupcakes to Tom. How many cupcakes does Tom have?')).toBeNull();
    expect(read('We bought 9 boxes of crayons. Each box has 8 crayons. If there are 30 crayons broken. How many crayons are there altogether?')).toBeNull();
  });
});
