import { describe, expect, it } from 'vitest';
import { factsSetAside } from './set-aside-facts.js';
import { solveProblem } from '../solve-problem.js';

describe('factsSetAside', () => {
  it('sets aside an opening scene with no number and a fact about a thing nothing else names', () => {
    expect(factsSetAside('Maura collects seashells every summer. Her family stays at the beach house for 21 days. This summer, Maura found 75 seashells. She gave some to her little sister. Maura then had 57 seashells. How many seashells did Maura give to her sister?'))
      .toBe('This summer, Maura found 75 seashells. She gave some to her little sister. Maura then had 57 seashells. How many seashells did Maura give to her sister?');
    expect(solveProblem('Nancy went to 9 football games this month. She went to 8 games last month, and plans to go to 7 games next month. She paid 3 dollars for the tickets. How many games will she attend in all?')?.answer).toBe('24 games');
    expect(solveProblem("Janet's dad took the family out to eat for her birthday. There were 10 people total. There were 8 kids and everyone else was an adult. How many adults were there?")?.answer).toBe('2 adults');
  });
  it('keeps a scene that talks about amounts and a fact about the asked thing or a thing named again', () => {
    expect(factsSetAside('Sam shares his marbles equally with Ann. Sam has 10 marbles. Ann has 4 marbles. How many marbles does Ann have?')).toBeNull();
    expect(factsSetAside('Tom has 5 boxes of crayons. Each box holds 8 crayons. Ann has 3 crayons. How many crayons are there?')).toBeNull();
    expect(factsSetAside('Tom works 8 hours. He earns 5 dollars each hour. He spent 3 dollars. How many dollars does he have?')).toBeNull();
  });
  it('declines when the story left points back at what was set aside or keeps one number', () => {
    expect(factsSetAside('Tom picked 5 baskets. He put 8 apples in each. He ate 3 apples. How many apples are left?')).toBeNull();
    expect(solveProblem('Nancy went to 9 football games this month. She paid 3 dollars for the tickets. How many games will she attend in all?')).toBeNull();
  });
  it('never sets aside a measure in another unit, what somebody holds, or a fact before a comparison', () => {
    expect(factsSetAside('Hannah ran 9 kilometers on Monday. She ran 4816 meters on Wednesday and 2095 meters on Friday. How many meters did she run in all?')).toBeNull();
    expect(factsSetAside('Tom had 20 marbles. He lost some marbles. Then he found 7 marbles. Now he has 15 stickers. How many marbles did he lose?')).toBeNull();
    expect(factsSetAside('Ann read 20 pages. Her class took 3 trips. Ben read 12 pages. How many more pages did Ann read than Ben?')).toBeNull();
  });
  it('never sets aside a fact before a question that could take it in', () => {
    expect(factsSetAside('The music room has 27 violins. There are 15 flutes. 18 drums are in the school band. How many instruments are in the music room?')).toBeNull();
  });
});
