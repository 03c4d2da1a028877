import { describe, expect, it } from 'vitest';
import { solvePatternNext } from './pattern-next.js';

const read = (text: string): string | null => solvePatternNext(text)?.answer ?? null;
const jars = (amounts: readonly number[], asked = 'fifth'): string =>
  `Tom put ${amounts.map((a, i) => `${a} coins in the ${['first', 'second', 'third', 'fourth', 'fifth'][i]} jar`).join(', ')}. If this pattern continues, how many coins will he put in the ${asked} jar?`;

describe('the next amount of a certain pattern (asdiv-more)', () => {
  it('continues one step, steps that grow evenly, or one whole factor, by ordinals, months or days', () => {
    expect(read(jars([8, 16, 24, 32]))).toBe('40 coins');
    expect(read(jars([3, 4, 6, 9]))).toBe('13 coins');
    expect(read(jars([2, 6, 18, 54]))).toBe('162 coins');
    expect(read(jars([78, 87, 96, 105], 'sixth'))).toBe('123 coins');
    expect(read('Vivian sent 5 letters in April, 10 letters in May, 20 letters in June, and 40 letters in July. If this pattern continues, how many letters will Vivian send in August?')).toBe('80 letters');
    expect(read('Warren ran 1 lap on Wednesday, 2 laps on Thursday, 4 laps on Friday, 8 laps on Saturday, and 16 laps on Sunday. If this pattern continues, how many laps will Warren run on Monday?')).toBe('32 laps');
    expect(read('The shop ordered 108 roses in October, 120 roses in November, 132 roses in December, and 144 roses in January. If this pattern continues, how many roses will the shop order in February?')).toBe('156 roses');
  });

  it('declines three terms, two rules that part ways, no rule, or a rule that is not a whole factor', () => {
    expect(read('Tom put 2 coins in the first jar, 4 coins in the second jar and 8 coins in the third jar. If this pattern continues, how many coins will he put in the fourth jar?')).toBeNull();
    expect(read(jars([2, 3, 5, 8]))).toBeNull();
    expect(read(jars([3, 4, 6, 10]))).toBeNull();
    expect(read(jars([2, 4, 7, 9]))).toBeNull();
    expect(read(jars([64, 48, 36, 27]))).toBeNull();
  });

  it('declines places out of order, other things, an earlier or far place, a total, and no pattern said', () => {
    expect(read('Tom put 2 coins in the first jar, 4 coins in the second jar, 6 coins in the fourth jar and 8 coins in the fifth jar. If this pattern continues, how many coins will he put in the sixth jar?')).toBeNull();
    expect(read('Tom put 2 coins in the first jar, 4 coins in the second jar, 6 stones in the third jar and 8 coins in the fourth jar. If this pattern continues, how many coins will he put in the fifth jar?')).toBeNull();
    expect(read('Tom put 2 coins in the first jar, 4 coins in the second box, 6 coins in the third jar and 8 coins in the fourth jar. If this pattern continues, how many coins will he put in the fifth jar?')).toBeNull();
    expect(read(jars([2, 4, 6, 8], 'third'))).toBeNull();
    expect(read(jars([2, 4, 6, 8], 'ninth'))).toBeNull();
    expect(read(jars([2, 4, 6, 8]).replace('how many coins will he put in the fifth jar', 'how many coins will he have put in all by the fifth jar'))).toBeNull();
    expect(read(jars([2, 4, 6, 8]).replace('how many coins', 'how many more coins'))).toBeNull();
    expect(read(jars([2, 4, 6, 8]).replace('If this pattern continues, how', 'How'))).toBeNull();
    expect(read('Tom put 2 coins in the second jar, 4 coins in the third jar, 6 coins in the fourth jar and 8 coins in the fifth jar. If this pattern continues, how many coins will he put in the sixth jar?')).toBeNull();
  });
});
