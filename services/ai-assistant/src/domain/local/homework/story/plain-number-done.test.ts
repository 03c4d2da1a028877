import { describe, expect, it } from 'vitest';
import { plainNumberDone } from './plain-number-done.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('a count told as the number of things someone did, said as the doing', () => {
  it('says the passive with its doers and setting, and the active with its setting', () => {
    expect(plainNumberDone('The total number of trout caught by Joan and Nancy while fishing is 18.')).toBe('Joan and Nancy caught 18 trout while fishing in total.');
    expect(plainNumberDone('The number of pears plucked by Mike from the pear tree was 8, while Jason picked 7.')).toBe('Mike plucked 8 pears from the pear tree, while Jason picked 7.');
    expect(plainNumberDone('The combined number of cantelopes grown by Fred and Tim is 82.')).toBe('Fred and Tim grew 82 cantelopes in total.');
    expect(plainNumberDone('The number of pictures Wendy uploaded from her phone is 22.')).toBe('Wendy uploaded 22 pictures from her phone.');
  });

  it('leaves having, a count with no doer, and a clause that goes on as they were', () => {
    expect(plainNumberDone('The number of watermelons owned by Sam was 4.')).toBe('The number of watermelons owned by Sam was 4.');
    expect(plainNumberDone('The number of apples picked by Mike was 7.')).toBe('The number of apples picked by Mike was 7.');
    expect(plainNumberDone('The number of students in the class is 26.')).toBe('The number of students in the class is 26.');
    expect(plainNumberDone('The number of pictures Wendy uploaded from her phone is 22 more than Ann.')).toBe('The number of pictures Wendy uploaded from her phone is 22 more than Ann.');
  });

  it('solves the plain story and declines the near misses', () => {
    expect(answer('The total number of trout caught by Joan and Nancy while fishing is 18. Joan caught 8 trout. How many trout did Nancy catch?')).toBe('10 trout');
    expect(answer('The combined number of cantelopes grown by Fred and Tim is 82. Fred grew 38 cantelopes. How many cantelopes did Tim grow?')).toBe('44 cantelopes');
    expect(answer('The total number of trout caught by Joan and Nancy while fishing is 18. Joan ate 8 trout. How many trout did Nancy catch?')).toBeNull();
    expect(answer('The combined number of cantelopes grown by Fred and Tim is 82. Fred grew 38 cantelopes. How many cantelopes did Sam grow?')).toBeNull();
  });
});
