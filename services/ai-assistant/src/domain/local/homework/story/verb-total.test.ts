import { describe, expect, it } from 'vitest';
import { solveVerbTotal } from './verb-total.js';

const answer = (text: string): string | null => solveVerbTotal(text)?.answer ?? null;

describe('verb total: one action told several times, asked for in all', () => {
  it('adds what the question\'s own verb did, over several sentences and people', () => {
    expect(answer('Lena picked 14 plums and Omar picked 22 plums at the farm. How many plums did they pick together?')).toBe('36 plums');
    expect(answer('Ravi bought 2.5 pounds of rice and 1.25 pounds of oats. How many pounds did Ravi buy in all?')).toBe('3.75 pounds');
    expect(answer('A cafe sold 18 muffins in the morning and 7 in the afternoon today. How many muffins were sold today?')).toBe('25 muffins');
  });

  it('adds money spent on single things', () => {
    expect(answer('Tia went shopping for school. She spent $4.25 on a ruler and $3.50 on a notebook. How much money did Tia spend?')).toBe('$7.75');
  });

  it('adds what several people have when asked in all', () => {
    expect(answer('Bo has 12 red cards and Kim has 5 red cards. How many red cards do they have in all?')).toBe('17 red cards');
  });

  it('declines a number done by another verb, another time or another thing', () => {
    expect(answer('Lena picked 14 plums. Omar washed 22 plums. How many plums did they pick together?')).toBeNull();
    expect(answer('A cafe sold 18 muffins today. It sold 9 muffins yesterday. How many muffins were sold today?')).toBeNull();
    expect(answer('Ann painted 4 big walls and 6 small walls and Ben painted 3 big walls. How many big walls did they paint in all?')).toBeNull();
  });

  it('declines a total already stated, a comparison, and a word that narrows the count', () => {
    expect(answer('Together the boxes weighed 30 pounds. The red box weighed 12 pounds. How many pounds did the blue box weigh?')).toBeNull();
    expect(answer('Sam needs 3 cups of milk. Jo needs 2 more cups of milk. How many cups do they need together?')).toBeNull();
    expect(answer('Mia ran laps with 4 friends on Monday and 6 friends on Tuesday. She ate lunch with 8 friends. How many friends did she run laps with in all?')).toBeNull();
    expect(answer('Kai has 9 books and his old friends have 5 books. How many books do his friends have in all?')).toBeNull();
  });

  it('reads the asked verb after a noun subject that the tagger takes for a noun (para-combine)', () => {
    expect(answer('The baker used 2 bags of wheat flour and 3 bags of white flour. How many bags of flour did the baker use in total?')).toBe('5 bags');
    expect(answer('The baker used 2 bags of wheat flour and bought 3 bags of white flour. How many bags of flour did the baker use in total?')).toBeNull();
    expect(answer('The baker used 2 bags of wheat flour and 3 bags of white sugar. How many bags of flour did the baker use in total?')).toBeNull();
  });
});
