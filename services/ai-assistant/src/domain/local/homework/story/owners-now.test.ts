import { describe, expect, it } from 'vitest';
import { solveOwnersNow } from './owners-now.js';

const TWO = 'Last week Tom had 20 dollars and Ann had 15 dollars. Tom washed cars over the weekend and now has 35 dollars.';
const BOTH = `${TWO} Ann delivered newspapers and now has 25 dollars.`;

describe('solveOwnersNow', () => {
  it('adds what the owners have now, an owner who did not act keeping the start', () => {
    expect(solveOwnersNow(`${TWO} Ann did not work. How much money do they have together now?`)?.answer).toBe('$50');
    expect(solveOwnersNow(`${BOTH} How much money do they have together now?`)?.answer).toBe('$60');
    expect(solveOwnersNow('Tom had 20 marbles and Ann had 15 marbles. Tom found some more marbles and now has 35 marbles. Ann lost some and now has 10 marbles. How many marbles do they have together now?')?.answer).toBe('45 marbles');
  });
  it('reads the changes the question picks by owner, by act or all of them', () => {
    expect(solveOwnersNow(`${BOTH} How much money did they earn by washing cars?`)?.answer).toBe('$15');
    expect(solveOwnersNow(`${BOTH} How much money did they earn together?`)?.answer).toBe('$25');
    expect(solveOwnersNow(`${BOTH} How much more money did Tom earn than Ann?`)?.answer).toBe('$5');
    expect(solveOwnersNow(`${BOTH} How much money did Ann make delivering newspapers?`)?.answer).toBe('$10');
  });
  it('declines an owner whose now is not told, an act of another owner and a change the other way', () => {
    expect(solveOwnersNow(`${TWO} How much money do they have together now?`)).toBeNull();
    expect(solveOwnersNow(`${BOTH} How much money did Ann make washing cars?`)).toBeNull();
    expect(solveOwnersNow('Last week Tom had 20 dollars and Ann had 15 dollars. Tom washed cars over the weekend and now has 10 dollars. Ann delivered newspapers and now has 25 dollars. How much money did they earn together?')).toBeNull();
    expect(solveOwnersNow(`${BOTH} How much more money did Ann earn than Tom?`)).toBeNull();
    expect(solveOwnersNow('Last week Tom had 20 dollars and Ann had 15 marbles. Tom washed cars and now has 35 dollars. Ann did not work. How much money do they have together now?')).toBeNull();
  });
});
