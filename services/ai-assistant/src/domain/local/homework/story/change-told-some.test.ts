import { describe, expect, it } from 'vitest';
import { solveChangeToldSome } from './change-told-some.js';

const answer = (text: string): string | null => solveChangeToldSome(text)?.answer ?? null;

describe('a change told without its number: the start, "some" given or got, the end', () => {
  it('reads a gift to the owner, a gift away, an own act, and kinds listed as one start', () => {
    expect(answer('Lena had 14 marbles. Her uncle gave her some more marbles. Now Lena has 31 marbles. How many marbles did her uncle give her?')).toBe('17 marbles');
    expect(answer('Lena had 14 marbles. Her uncle gave her some more marbles. Now Lena has 31 marbles. How many marbles did Lena get from her uncle?')).toBe('17 marbles');
    expect(answer('Omar had 52 stamps. He gave some of his stamps to Ben and now has 30 stamps left. How many stamps did Omar give to Ben?')).toBe('22 stamps');
    expect(answer('Kim had 8 red pens, 6 blue pens and 5 black pens. She sold some of them and had 7 pens left. How many pens did Kim sell?')).toBe('12 pens');
    expect(answer('Before his aunt gave him more shells, Sam had 20 shells. He now has 33 shells. How many shells did he receive?')).toBe('13 shells');
  });

  it('declines near misses: the question reversed, another owner\'s amount, the numbers against the words, another act asked', () => {
    expect(answer('Lena had 14 marbles. Her uncle gave her some more marbles. Now Lena has 31 marbles. How many marbles did Lena give her uncle?')).toBeNull();
    expect(answer('Nora had 60 cards while Jeff had 9 cards. She gave some of her cards to Jeff and now has 40 cards left. How many cards did Nora give to Jeff?')).toBeNull();
    expect(answer('Omar had 52 stamps. He gave some of his stamps to Ben and now has 60 stamps left. How many stamps did Omar give to Ben?')).toBeNull();
    expect(answer('Omar had 52 stamps. He gave some of his stamps to Ben and now has 30 stamps left. How many stamps did Ben give to Omar?')).toBeNull();
    expect(answer('Omar had 52 stamps. He gave some of his stamps to Ben and now has 30 stamps left. How many stamps did Omar lose?')).toBeNull();
    expect(answer('Omar had 52 stamps. He gave some of his stamps to Ben and then bought 5 more. Now he has 30 stamps. How many stamps did Omar give to Ben?')).toBeNull();
  });
  it('declines when the last sentence tells another change, not the amount at the end', () => {
    expect(solveChangeToldSome('Tom had 20 marbles. He lost some marbles. Then he found 7 marbles. How many marbles did he lose?')).toBeNull();
  });
});
