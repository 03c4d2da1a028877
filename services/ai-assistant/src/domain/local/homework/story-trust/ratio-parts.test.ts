import { describe, expect, it } from 'vitest';
import { solveRatioParts } from './ratio-parts.js';
import { readRatio } from './ratio-reading.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveRatioParts(text)?.answer ?? null;

describe('amounts shared in a ratio', () => {
  it('names the parts of "the ratio of A to B" and of a list before "in the ratio"', () => {
    expect(readRatio('The ratio of cats to dogs in the shelter is 2:3.')?.names).toEqual(['cats', 'dogs']);
    expect(readRatio('Kim keeps ducks and geese in the ratio 4:1.')?.names).toEqual(['ducks', 'geese']);
    expect(readRatio('He mixes red, yellow and blue paint in a 1 : 3 : 4 ratio.')?.names).toEqual(['red paint', 'yellow paint', 'blue paint']);
    expect(readRatio('Ann, Bo and Cy split the prize in the ratio 1:2:2 respectively.')?.names).toEqual(['Ann', 'Bo', 'Cy']);
  });

  it('finds a part from the whole', () => {
    expect(answer('The ratio of cats to dogs in the shelter is 2:3. There are 40 animals in total. How many dogs are there?')).toBe('24 dogs');
    expect(answer('Ann, Bo and Cy split 50 dollars in the ratio 1:2:2 respectively. How much did Bo get?')).toBe('$20');
  });

  it('finds another part, the whole, or a difference from one part', () => {
    expect(answer('Kim keeps ducks and geese in the ratio 4:1. She has 12 ducks. How many geese does she have?')).toBe('3 geese');
    expect(answer('The ratio of Lia’s points to Max’s points is 5:2. Lia scored 35 points. How many more points did Lia score than Max?')).toBe('21 points');
    expect(answer('He mixes red, yellow and blue paint in a 1 : 3 : 4 ratio. If he uses 9 liters of yellow paint, how many liters of paint does he use in total?')).toBe('24 liters');
  });

  it('checks the parts against the ratio and says how', () => {
    const steps = solveStory('The ratio of cats to dogs in the shelter is 2:3. There are 40 animals in total. How many dogs are there?')?.steps ?? [];
    expect(steps.find((s) => s.kind === 'check')).toMatchObject({ statement: '16 : 24 = 2 : 3, and the parts add up to 40' });
  });

  it('declines an amount that belongs to neither part, a change, or parts that do not come out whole', () => {
    expect(answer('The ratio of boys to girls is 3:4. There are 12 teachers. How many boys are there?')).toBeNull();
    expect(answer('Kim keeps ducks and geese in the ratio 4:1. She has 12 ducks and sells 2 geese. How many geese does she have left?')).toBeNull();
    expect(answer('The ratio of cats to dogs is 2:3. There are 41 animals in total. How many dogs are there?')).toBeNull();
    expect(answer('The ratio of cats to dogs is 2:3. There are 40 animals in total. What percentage are dogs?')).toBeNull();
  });
});
