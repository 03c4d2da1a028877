import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveGoalLeft } from './goal-left.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveGoalLeft(text)?.answer ?? null;

describe('what is still needed to reach a goal', () => {
  it('takes what the holder has or did from what is needed', () => {
    expect(answer('Mia needs 12 cups of flour. She has 5 cups. How many more cups of flour does she need?')).toBe('7 cups');
    expect(answer('Omar saved $23. He wants to buy a kite that costs $40. How much more money does Omar need?')).toBe('$17');
    expect(answer('If Rosa needs 90 pounds of sand and she has 25 pounds in her shed, how much additional sand does she need?')).toBe('65 pounds');
  });

  it('adds every price of what is to be bought, and what was given to the holder', () => {
    expect(answer('A lamp costs $30 and a rug costs $45. Kai has saved $50, and his aunt gave him $10. How much more money does Kai need to buy the lamp and the rug?')).toBe('$15');
  });

  it('declines a goal narrowed to one price, an amount someone else holds, or a loss', () => {
    expect(read('A pen costs $3 and a book costs $5. Tom has $4. How much more money does Tom need to buy the book?')).toBeNull();
    expect(read('Tom wants a $50 bike. He has $20. His sister has $10. How much more money does Tom need?')).toBeNull();
    expect(read('Ann wants to save $100. She saved $20 in May and spent $5 in June. How much more money does she need?')).toBeNull();
    expect(read('Ben needs 4 nails for each shelf. He has 10 nails. How many more nails does he need?')).toBeNull();
  });
});
