import { describe, expect, it } from 'vitest';
import { plainRespectively } from './plain-respectively.js';
import { solveStory } from '../story-solvers.js';

describe('two lists paired by "respectively", said pair by pair', () => {
  it('pairs the people with what each did', () => {
    expect(plainRespectively('Ann and Bo picked 13 and 11 plums, respectively.')).toBe('Ann picked 13 plums and Bo picked 11 plums.');
    expect(plainRespectively('Ivy, Max, and Zoe baked 4, 6, and 5 pies respectively.')).toBe('Ivy baked 4 pies, Max baked 6 pies, and Zoe baked 5 pies.');
    expect(plainRespectively('His aunt and uncle sent him 12 and 8 stamps respectively.')).toBe('His aunt sent him 12 stamps and his uncle sent him 8 stamps.');
    expect(plainRespectively('On Sunday, Liam and Noa ran 3 and 4 laps, respectively.')).toBe('On Sunday, Liam ran 3 laps and Noa ran 4 laps.');
  });

  it('pairs amounts with the things that follow them, but leaves a list of prices as it is', () => {
    expect(plainRespectively('She spent $4.50 and $6 on a hat and a scarf, respectively.')).toBeNull();
    expect(plainRespectively('Kim swam 2 and 3 miles with her brother and sister, respectively.')).toBe('Kim swam 2 miles with her brother and 3 miles with her sister.');
    expect(plainRespectively('He earned 7 dollars and 9 dollars during May and June, respectively.')).toBe('He earned 7 dollars during May and 9 dollars during June.');
  });

  it('pairs things with the prices that follow them', () => {
    expect(plainRespectively('Tim bought a kite, a ball, and a yoyo for $5, $3, and $2, respectively.')).toBe('Tim bought a kite for $5, a ball for $3, and a yoyo for $2.');
  });

  it('leaves lists of different lengths and sentences without "respectively" alone', () => {
    expect(plainRespectively('Ann, Bo and Cy picked 13 and 11 plums, respectively.')).toBeNull();
    expect(plainRespectively('Ann and Bo picked 13 and 11 plums.')).toBeNull();
    // "pave Lexi's and Tess's streets": not people doing something, so no pairing is guessed.
    expect(plainRespectively("The cement used to pave Lexi's and Tess's streets was 10 and 5 tons, respectively.")).toBeNull();
  });

  it('lets the readers total the pairs', () => {
    expect(solveStory('Ann and Bo picked 13 and 11 plums, respectively. How many plums did they pick in all?')?.answer).toBe('24 plums');
    expect(solveStory('Tim bought a kite, a ball, and a yoyo for $5, $3, and $2, respectively. How much did he spend in total?')?.answer).toBe('$10');
  });
});
