import { describe, expect, it } from 'vitest';
import { solveTakenAwayLeft } from './taken-away-left.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveTakenAwayLeft(text)?.answer ?? null;

describe('a start with several amounts taken away, then what is left', () => {
  it('takes every listed amount from the start', () => {
    expect(answer('Rosa had $60 at the fair. She spent $12 on rides, $8 on lunch, and $15 on a hat. How much money does she have left?')).toBe('$25');
    expect(answer('There were 90 marbles in a jar. Omar took 25 marbles and Lea took 31 marbles. How many marbles remain in the jar?')).toBe('34 marbles');
    expect(answer('A baker made 120 rolls. He sold 45 rolls to a cafe. He gave 30 rolls to a school. How many rolls are left?')).toBe('45 rolls');
    expect(answer('Kai had 40 cards. He gave 12 cards to Ana, 9 cards to Ben, and he kept the rest. How many cards did Kai keep?')).toBe('19 cards');
    expect(answer('Kai had 40 cards. He lost 12 cards and gave 9 cards to Ben. How many cards does he have now?')).toBe('19 cards');
    expect(answer('Kai has 40 cards. He gives 12 cards to Ana and 9 cards to Ben, keeping the rest for himself. How many did Kai keep?')).toBe('19');
  });

  it('declines when something is added, a part is of another thing, or the taking goes past the start', () => {
    expect(answer('Rosa had $60. She spent $12 on rides and her aunt gave her $15. How much money does she have left?')).toBeNull();
    expect(answer('Rosa had $60. She spent $12 on rides and she earned $15. How much money does she have left?')).toBeNull();
    expect(answer('A baker made 120 rolls. He sold 45 buns and 30 rolls. How many rolls are left?')).toBeNull();
    expect(answer('A baker made 20 rolls. He sold 15 rolls and gave away 10 rolls. How many rolls are left?')).toBeNull();
    expect(answer('Rosa had $60. She spent $12 on rides and $5 each on 3 games. How much money does she have left?')).toBeNull();
    // Someone else's spending is not taken from her money ($39 was shown).
    expect(answer('Lena brought $60 to the fair. She spent $12 on a ride and her friend spent $9 on lunch. How much money does she have left?')).toBeNull();
  });

  it('declines when a later number is had rather than taken, or the question asks something else', () => {
    expect(answer('Rosa had 60 stamps. Tom had 20 stamps and gave 5 stamps away. How many stamps are left?')).toBeNull();
    expect(answer('Rosa had $60. She spent $12 on rides and $8 on lunch. How much did she spend?')).toBeNull();
    expect(answer('Kai had 40 cards. He gave 12 cards to Ana and 9 cards to Ben. How many cards did Ana keep?')).toBeNull();
  });

  it('shows the subtraction and the check back to the start', () => {
    expect(solveStory('There were 90 marbles in a jar. Omar took 25 marbles and Lea took 31 marbles. How many marbles remain in the jar?')?.answer).toBe('34 marbles');
    const solved = solveTakenAwayLeft('Rosa had $60 at the fair. She spent $12 on rides, $8 on lunch, and $15 on a hat. How much money does she have left?');
    expect(solved?.steps.find((s) => s.kind === 'number-sentence')).toMatchObject({ sentence: '60 − (12 + 8 + 15) = ?' });
    expect(solved?.steps.some((s) => s.kind === 'check' && s.statement.startsWith('25 + 12 + 8 + 15 = 60'))).toBe(true);
  });
});
