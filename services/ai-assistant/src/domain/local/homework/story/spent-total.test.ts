import { describe, expect, it } from 'vitest';
import { solveSpentTotal } from './spent-total.js';
import { solveProblem } from '../solve-problem.js';

const read = (text: string): string | null => solveSpentTotal(text)?.answer ?? null;
const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('money spent on purchases, added up', () => {
  it('adds every price the asked person paid', () => {
    expect(read('Mary spent 13.04 dollars on a shirt and 12.27 dollars on a jacket. How much money did Mary spend?')).toBe('$25.31');
    expect(read('Jessica spent 10.22 dollars on a cat toy, and a cage cost her 11.73 dollars. What was the total cost of Jessica\'s purchases?')).toBe('$21.95');
    expect(read('Sam spent 3 dollars on lunch. Sam spent 4 dollars on dinner. How much did Sam spend in all?')).toBe('$7');
  });

  it('sets aside counts of nothing bought, things owned before, and another buyer\'s own sentence', () => {
    expect(answer('Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. She went to 2 shops. How much money did Mary spend?')).toBe('$25.31');
    expect(answer('Joan bought a kite for $5.50 and a hat for $4. She already had 3 hats. How much did she spend?')).toBe('$9.50');
    expect(answer('Joan bought a kite for $5.50 and a hat for $4. Her sister bought a scarf for $3.25. How much did Joan spend?')).toBe('$9.50');
    expect(answer('Joan bought a kite for $5.50 and a hat for $4. Ben bought a scarf for $3.25. How much did Joan spend?')).toBe('$9.50');
  });

  it('declines near misses: another buyer asked, money not paid, counts of what was bought, words that change a bill', () => {
    for (const story of [
      'Joan bought a kite for 5.50 dollars and a hat for 4 dollars. Ben bought a scarf for 3.25 dollars. How much did Ben spend?',
      'Joan bought a kite for 5.50 dollars and Ben bought a hat for 4 dollars. How much did Joan spend?',
      'Joan bought a kite for 5.50 dollars and a hat for 4 dollars. She had 20 dollars. How much did she spend?',
      'Joan bought a kite for 5.50 dollars and a hat for 4 dollars. She found 2 dollars on the way home. How much did she spend?',
      'Joan bought 2 kites for 5.50 dollars and a hat for 4 dollars. How much did she spend?',
      'Joan bought a kite for 5.50 dollars and a hat for 4 dollars. She bought 3 hats. How much did she spend?',
      'Joan bought a kite for 5.50 dollars and a hat for 4 dollars. She got a 1 dollar discount. How much did she spend?',
      'Joan bought a kite for 5.50 dollars and a hat for 4 dollars. How much did she spend on the hat?',
    ]) expect(read(story)).toBeNull();
    expect(answer('Joan bought a kite for $5.50 and a hat for $4. Her sister bought a scarf for $3.25. How much did her sister spend?')).toBeNull();
    expect(answer('Joan bought a kite for $5.50 and a hat for $4 on Monday. On Tuesday she bought a ball for $3. How much did she spend on Monday?')).not.toBe('$12.50');
  });
});
