import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('a question that names only some of the parts told alike', () => {
  it('does not add every part when the question names one part\'s person, time or thing', () => {
    expect(answer('Nell rode 12 miles and Omar rode 9 miles. How many miles did Omar ride altogether?')).not.toBe('21 miles');
    expect(answer('A bus went 50 miles in the first hour and 40 miles in the second hour. How many miles did it go in the second hour?')).not.toBe('90 miles');
    expect(answer('Lin read 30 pages on Friday and 25 pages on Saturday. How many pages did she read on Saturday in total?')).not.toBe('55 pages');
    expect(answer('Kay\'s horse weighs 900 pounds and her goat weighs 60 pounds. How much does the goat weigh?')).not.toBe('960 pounds');
    expect(answer('The crew moved 4 tons of gravel and 6 tons of soil. What is the total weight of the soil?')).not.toBe('10 tons');
    expect(answer('The green ribbon is 14 inches long and the white ribbon is 6 inches long. What is the total length of the white ribbon?')).not.toBe('20 inches');
    expect(answer('Eva rode 4 miles to the lake and 7 miles to the farm. How many miles did she ride to the farm?')).not.toBe('11 miles');
    expect(answer('Lee drove 30 miles on Monday and 20 miles on Tuesday. Kim drove 10 miles. How far did Lee drive in all?')).not.toBe('60 miles');
    expect(answer('Ada biked 0.4 miles from the library to Tom\'s house and 0.9 miles from Tom\'s house to the pool. What was the total distance Ada biked from Tom\'s house to the pool?')).not.toBe('1.3 miles');
  });

  it('adds them when the question names all of them or none, and reads a change as before', () => {
    expect(answer('Nell rode 12 miles and Omar rode 9 miles. How many miles did they ride altogether?')).toBe('21 miles');
    expect(answer('Lin read 30 pages on Friday and 25 pages on Saturday. How many pages did she read in total?')).toBe('55 pages');
    expect(answer('Kay\'s horse weighs 900 pounds and her goat weighs 60 pounds. How much do they weigh in all?')).toBe('960 pounds');
    expect(answer('Rita had 15 shells. Her brother gave her 8 shells. How many shells does Rita have now?')).toBe('23 shells');
    expect(answer('Eva rode 4 miles to the lake and 7 miles to the farm. How many miles did she ride altogether?')).toBe('11 miles');
    expect(answer('Ned sold 40 tickets. Ivy sold 15 more tickets than Ned. How many tickets did Ivy sell?')).toBe('55 tickets');
    // asdiv-more2: the thing counted is no part's own word; the kinds named anywhere in the question are named.
    expect(answer('Mary picked 122 oranges and Jason picked 105 oranges from the orange tree. How many oranges were picked in total?')).toBe('227 oranges');
    expect(answer('A shop had 30 bottles of regular soda, 25 bottles of diet soda and 9 bottles of lite soda. How many bottles of regular soda and diet soda did they have altogether?')).toBe('55 bottles');
    expect(answer('Ada biked 0.4 miles from the library to Tom\'s house and 0.9 miles from Tom\'s house to the pool. What was the total distance Ada biked?')).toBe('1.3 miles');
  });

  it('reads a joint possessive as asking about both owners (para-combine)', () => {
    expect(answer('Sara has 3 green and 5 red marbles and Tom has 4 green marbles. How many green marbles are in Sara and Tom\'s collection in total?')).toBe('7 marbles');
    expect(answer('Sara has 3 green and 5 red marbles and Tom has 4 green marbles. How many green marbles are in Sara and Ann\'s collection in total?')).toBeNull();
  });
});
