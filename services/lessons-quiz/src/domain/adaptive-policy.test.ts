import { describe, expect, it } from 'vitest';
import { isCorrect, nextStep, pointsFor, type AskedQuestion } from './adaptive-policy.js';

const choice: AskedQuestion = { questionType: 'multiple-choice', options: ['1', '2', '3', '4'], correctAnswer: 2, acceptedAnswers: [], difficultyLevelInt: 1, isRetry: false };
const retry: AskedQuestion = { questionType: 'fill-in-blank', options: [], correctAnswer: null, acceptedAnswers: ['3/4'], difficultyLevelInt: 1, isRetry: true };

/** Plays answers (true = right) from difficulty 1 and returns the difficulties and retries seen. */
function play(answers: boolean[]): string[] {
  let difficulty = 1;
  let question = choice;
  return answers.map((correct) => {
    const step = nextStep(question, correct, difficulty);
    difficulty = step.difficulty;
    question = step.kind === 'retry' ? retry : choice;
    return `${step.kind}@${difficulty}`;
  });
}

describe('adaptive policy', () => {
  it('right answers climb one level each, up to Expert (5)', () => {
    expect(play([true, true, true, true, true, true])).toEqual(['next@2', 'next@3', 'next@4', 'next@5', 'next@5', 'next@5']);
  });

  it('a wrong multiple-choice answer brings a retry at the same level; a wrong retry steps down', () => {
    expect(play([true, true, false, false])).toEqual(['next@2', 'next@3', 'retry@3', 'next@2']);
  });

  it('a right retry climbs again; the floor is Beginner (1)', () => {
    expect(play([false, true])).toEqual(['retry@1', 'next@2']);
    expect(play([false, false, false, false])).toEqual(['retry@1', 'next@1', 'retry@1', 'next@1']);
  });

  it('grades multiple choice by the option index sent as text, fill-ins tolerantly', () => {
    expect(isCorrect(choice, '2')).toBe(true);
    expect(isCorrect(choice, ' 2 ')).toBe(true);
    expect(isCorrect(choice, '1')).toBe(false);
    expect(isCorrect(choice, '3')).toBe(false);
    expect(isCorrect(retry, ' 3/4 ')).toBe(true);
    expect(isCorrect(retry, '0.75')).toBe(true);
    expect(isCorrect(retry, '4/3')).toBe(false);
  });

  it('scores by difficulty', () => {
    expect([pointsFor(true, 1), pointsFor(true, 5), pointsFor(false, 5)]).toEqual([10, 50, 0]);
  });
});
