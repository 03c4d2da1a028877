import { describe, expect, it } from 'vitest';
import { stem } from './asked-part.js';
import { solvePortionChain } from './solve-portion-chain.js';

const answer = (text: string): string | null => solvePortionChain(text)?.answer ?? null;

describe('asking for one part of a followed amount', () => {
  it('finds the move the question names, and the named rest', () => {
    expect(answer('A girl has 30 pens. She gives one-third of this number to her aunt, one-fourth of the remainder to her cousin and keeps the rest for herself. How many does her cousin get?')).toBe('5 pens');
    expect(answer('There are 90 tiles in a bag. If 1/3 of the tiles are blue, exactly 1/2 of the remainder are white, and the rest are gray, calculate the number of gray tiles in the bag?')).toBe('30 tiles');
    expect(answer('There are 90 tiles in a bag. 1/3 of the tiles are blue, 1/2 of the remainder are white, and the rest are gray. How many white tiles are there?')).toBe('30 tiles');
  });

  it('declines a question that fits no part or two parts, and "left" after sorting into kinds', () => {
    expect(answer('A girl has 30 pens. She gives one-third of them to her aunt and one-fourth of the remainder to her aunt. How many does her aunt get?')).toBeNull();
    expect(answer('A girl has 30 pens. She gives one-third of them to her aunt. How many does her uncle get?')).toBeNull();
    expect(answer('There are 90 tiles in a bag. 1/3 of the tiles are blue. How many tiles are left?')).toBeNull();
  });

  it('reads "twice as many as" only of the amount just moved', () => {
    expect(answer('There were 30 dollars in a jar. Ana spent $8 from the jar. Ben spent half as much as Ana. How much money was left in the jar?')).toBe('$18');
    expect(answer('Tom buys 6 pounds of rice. He uses all but 2 pounds in a stew. He uses twice as many pounds of beans as rice. How many pounds of beans did he use?')).toBeNull();
  });

  it('stems words so that "get" matches "gives … to"', () => {
    expect(['gave', 'gives', 'get', 'sisters'].map(stem)).toEqual(['giv', 'giv', 'giv', 'sister']);
  });

  it('declines a portion of a kind already set apart ("50% of the females"), which is no portion of the rest', () => {
    expect(answer('Ria has 40 goats. 50 percent of the goats are female, and 50 percent of the females are spotted. How many spotted female goats does Ria have?')).toBeNull();
    expect(answer('Ria had $200. She gave 3/8 of her money to her aunt and 1/4 to her uncle. How much money did Ria have left?')).toBe('$75');
  });

  it('reads bare portions of a list ("40% are blue, 20% are red") and declines a bare portion after "the remaining"', () => {
    expect(answer('There are 50 beads in a jar. 40% are blue, 20% are red, and the rest are white. How many white beads are there?')).toBe('20 beads');
    expect(answer('Tom had 36 nuts. He gave 1/3 of them to Ann, 1/4 of the remaining nuts to Bo, and half to Cy. How many nuts does Tom have left?')).toBeNull();
  });

  it('asks a kind by its own name, the other half of boys and girls, and what is still there', () => {
    expect(answer('Nell has 40 toys. 25% of them are cars, 50% are dolls, and the rest are blocks. How many blocks does she have?')).toBe('10 blocks');
    expect(answer('There are 36 pupils in a club. One-third of them are girls. How many boys are in the club?')).toBe('24 pupils');
    expect(answer('There are 36 pupils in a club. One-third of them are girls. How many teachers are in the club?')).toBeNull();
    expect(answer('A camp has 200 kids. Half of the kids were taken on a hike. Half of the remaining kids were sent home. How many kids are still in the camp?')).toBe('50 kids');
  });

  it('compares two kinds of one whole, or puts them together', () => {
    expect(answer('At a fair, 20% of the visitors are students, 50% are adults, and the rest are children. If there are 300 visitors, how many more adults are there than children?')).toBe('60 visitors');
    expect(answer('Una has 60 tulips. Half of her tulips are red, one-third of the remaining are pink, and the rest are white. How many of her tulips are either red or white?')).toBe('50 tulips');
    expect(answer('Una has 60 tulips. Half of her tulips are red, and the rest are white. How many more pink tulips are there than white?')).toBeNull();
  });
});
