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

  it("reads the goal's own period, a need said before its number, progress verbs and the names of a they (asdiv-more)", () => {
    expect(read('The shop must sell 80 pairs of shoes each month. They sold 27 pairs last week and 12 pairs this week. How many more pairs of shoes must they sell?')).toBe('41 pairs');
    expect(read('He also needed some nails. He already has 247 nails and he found another 144 in his shed. He needs a total of 500 nails. How many more nails does he need to buy?')).toBe('109 nails');
    expect(read('Rita needs a total of 75 points to win. Rita already scored 35 points. She scored 18 more points on her next try. How many more points does Rita need?')).toBe('22 points');
    expect(read('Carey and Pat are moving chairs. They agreed to move 74 chairs. Carey moved 28 chairs. Pat moved 29 chairs. How many more chairs do they have left to move?')).toBe('17 chairs');
  });

  it('declines a period on a step, some said of what is had, a step of someone outside the they, and a lost step (asdiv-more)', () => {
    expect(read('The shop must sell 80 pairs of shoes. They sold 27 pairs each week for 2 weeks. How many more pairs of shoes must they sell?')).toBeNull();
    expect(read('He needs a total of 500 nails. He already has some nails and he found another 144 in his shed. How many more nails does he need to buy?')).toBeNull();
    expect(read('Carey and Pat are moving chairs. They agreed to move 74 chairs. Carey moved 28 chairs. Sam moved 29 chairs. How many more chairs do they have left to move?')).toBeNull();
    expect(read('Rita needs a total of 75 points to win. Rita already scored 35 points. She lost 18 points on her next try. How many more points does Rita need?')).toBeNull();
    expect(read('Rita needs a total of 75 points to win. Rita already scored 35 points. Her brother scored 18 points. How many more points does Rita need?')).toBeNull();
  });
});
