import { GRADE_LEVELS } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { solveHomework } from './homework-solver.js';
import { fleschKincaidGrade } from './readability.js';

const HOMEWORK = `Algebra practice - week 3
1. Solve for x: 2x + 3 = 11
2) 3(x - 2) = 2x + 5
3. What is 15% of 80?
4. 3/4 + 1/2 =
5. Solve the system: x + y = 10, x - y = 2
6. 2x + 3y = 12 and 4x - y = 10
7. Explain why the French Revolution began in 1789.
8. Simplify 6/8
9. 12 × 4 − 6 ÷ 3
10. What percent of 80 is 12?
11. 5(y + 1) = 5y + 2`;

const solve = (text: string, gradeLevel: (typeof GRADE_LEVELS)[number] = '7th') => solveHomework({ text, gradeLevel });

describe('local homework solver', () => {
  const solution = solve(HOMEWORK);
  const answer = (n: number) => solution.problems.find((p) => p.number === n)?.answer;

  it('finds every numbered problem and ignores the heading', () => {
    expect(solution.problems.map((p) => p.statement)).toHaveLength(11);
    expect(solution.problems[0]?.statement).toBe('Solve for x: 2x + 3 = 11');
  });

  it('solves linear equations, including ones that need distributing', () => {
    expect(answer(1)).toBe('x = 4');
    expect(answer(2)).toBe('x = 11');
    expect(answer(11)).toBe('no solution');
  });

  it('solves percentages, fractions and arithmetic in the order of operations', () => {
    expect(answer(3)).toBe('12');
    expect(answer(4)).toBe('5/4 = 1 1/4');
    expect(answer(8)).toBe('3/4');
    expect(answer(9)).toBe('46');
    expect(answer(10)).toBe('15%');
  });

  it('reads a mixed number "2 1/2" as 2 + 1/2, never 2 × 1/2', () => {
    const first = (text: string): string | null | undefined => solve(text).problems[0]?.answer;
    expect(first('What is 2 1/2 + 1 1/3?')).toBe('23/6 = 3 5/6');
    expect(first('Calculate 3 1/4 - 1 1/2.')).toBe('7/4 = 1 3/4');
    expect(first('2 1/2 x 4 =')).toBe('10');
    expect(first('What is -2 1/2 + 1?')).toBe('-3/2 = -1 1/2');
    expect(solve('What is 2 1/2 + 1 1/3?').solvedContent).toContain('2 1/2 = 5/2');
    // "2 5/3" is no mixed number: nothing is computed from it.
    expect(first('What is 2 5/3 + 1?')).toBeNull();
  });

  it('keeps repeating decimals exact and solves "fraction of" questions', () => {
    expect(solve('10 / 3').problems[0]?.answer).toBe('10/3 ≈ 3.3333');
    expect(solve('10 / 4 + 1').problems[0]?.answer).toBe('3.5');
    expect(solve('What is 3/4 of 24?').problems[0]?.answer).toBe('18');
    expect(solve('x/4 + 2 = 5').problems[0]?.answer).toBe('x = 12');
    expect(solve('Solve 3x = 7').problems[0]?.answer).toBe('x = 7/3');
  });

  it('solves 2×2 systems by elimination', () => {
    expect(answer(5)).toBe('x = 6, y = 4');
    expect(answer(6)).toBe('x = 3, y = 2');
    expect(solve('x + 2y = 4\n2x + 4y = 9').problems[0]?.answer).toBe('no single solution');
  });

  it('writes a study guide, not an answer, for what it cannot solve', () => {
    const essay = solution.problems[6];
    expect(essay?.solved).toBe(false);
    expect(essay?.answer).toBeNull();
    expect(essay?.studyGuide?.keyWords).toEqual(expect.arrayContaining(['french', 'revolution']));
    expect(solution.solvedContent).toContain('study guide');
    expect(solution.solvedContent).not.toMatch(/The answer is[^\n]*French/);
    // A word problem's key words: one per word family, and no student's name.
    const story = solve('A bus leaves a town at 9:10 am. It arrives after a long stop. When does the bus arrive in town?').problems[0];
    expect(story?.studyGuide?.keyWords).toEqual(expect.arrayContaining(['bus', 'town']));
    expect(story?.studyGuide?.keyWords.filter((w) => w.startsWith('arriv'))).toHaveLength(1);
    expect(solve('Ava put 14 more books on the shelf. How many books are on the shelf now?').problems[0]?.studyGuide?.keyWords).not.toContain('ava');
  });

  it('shows its work: the steps end in a check that holds', () => {
    const steps = solution.problems[0]?.steps ?? [];
    expect(steps.some((s) => s.includes('Subtract 3 from both sides'))).toBe(true);
    expect(steps.at(-1)).toMatch(/2\(4\) \+ 3 = 11/);
  });

  it('reads easier for younger grades (Flesch-Kincaid grade falls from 12th to 4th)', () => {
    const scores = GRADE_LEVELS.map((grade) => fleschKincaidGrade(solve(HOMEWORK, grade).problems.flatMap((p) => p.steps).join(' ')));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThan(scores[i - 1] ?? 0);
    expect(scores[0]).toBeLessThan(5);
    expect(scores[3]).toBeGreaterThan(10);
  });

  it('uses the grade’s notation', () => {
    expect(solve('12 × 4 − 6 ÷ 3', '4th').solvedContent).toContain('12 times 4 is 48');
    expect(solve('12 × 4 − 6 ÷ 3', '12th').solvedContent).toContain('12 · 4');
    expect(solve('2^3 - 1', '9th').solvedContent).toContain('2³');
  });

  it('solves unnumbered lines and pairs consecutive equations into a system', () => {
    const result = solve('x + y = 7\nx - y = 1\n\n5 * 6 + 2');
    expect(result.problems.map((p) => p.answer)).toEqual(['x = 4, y = 3', '32']);
  });

  it('copes with worksheet layouts: labels on their own line, lettered items, wordy instructions', () => {
    const answers = (text: string) => solve(text).problems.map((p) => p.answer);
    expect(answers('Problem 1\nSolve 2x + 5 = 17\nProblem 2\nWhat is 20% of 150?')).toEqual(['x = 6', '30']);
    expect(answers('Solve the following equations:\na) 6x = 42\nb) x - 9 = -4\nc) 0.5x + 1.5 = 4')).toEqual(['x = 7', 'x = 5', 'x = 5']);
    expect(answers('Name: ______\nQ1. 4(x + 1) = 2(x + 5)\nQ2. Find the value of x if 5x - 7 = 18.\nQ3. Evaluate 3 + 4(2)')).toEqual(['x = 3', 'x = 5', '11']);
  });

  it('does not guess at equations it cannot solve exactly', () => {
    expect(solve('x^3 = 16').problems[0]?.solved).toBe(false);
    expect(solve('x^2 = 16').problems[0]?.solved).toBe(true);
    expect(solve('The length is l = w + 3').problems[0]?.solved).toBe(false);
  });
});
