import type { HomeworkSolution } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { stepsHold, verifyHomework } from './verify-homework.js';

const solved = (number: number, statement: string, answer: string, steps: string[] = []): HomeworkSolution['problems'][number] =>
  ({ number, statement, kind: 'arithmetic', solved: true, answer, steps, studyGuide: null });

describe('homework answers from any provider are checked before a student sees them', () => {
  const solution: HomeworkSolution = {
    gradeLevel: '7th',
    solvedContent: 'Model text',
    problems: [
      solved(1, 'Evaluate 24-(2x-y) if x=4 and y=3.', 'y = 3'),
      solved(2, 'What is 20% of 50% of 80?', '10'),
      solved(3, 'Solve 5(x+3) = 55 for x.', 'x = 8'),
      solved(4, 'A baker sells muffins to a café at a discount each morning. How much does she earn in a week?', '$350', ['7 × 50 = 350']),
      solved(5, 'A baker sells muffins to a café at a discount each morning. How much does she earn in a week?', '$360', ['7 × 50 = 360']),
    ],
  };
  const checked = verifyHomework(solution, '7th').problems;

  it('replaces a wrong answer the local solver can verify with the verified one', () => {
    expect(checked[0]?.answer).toBe('19');
    expect(checked[1]?.answer).toBe('8');
  });

  it('keeps answers that pass the check', () => {
    expect(checked[2]).toEqual(solution.problems[2]);
    expect(checked[3]).toEqual(solution.problems[3]);
  });

  it('turns an answer with a wrong calculation into a study guide', () => {
    expect(checked[4]).toMatchObject({ solved: false, answer: null, kind: 'unsolved' });
    expect(checked[4]?.studyGuide?.approachSteps.length).toBeGreaterThan(0);
  });

  it('checks each written calculation and that the answer is one of their results', () => {
    expect(stepsHold(['12 × 4 = 48', 'then 48 − 6 = 42'], '42 apples')).toBe(true);
    expect(stepsHold(['12 × 4 = 48', 'then 48 − 6 = 41'], '41 apples')).toBe(false);
    expect(stepsHold(['12 × 4 = 48'], '50')).toBe(false);
  });
});
