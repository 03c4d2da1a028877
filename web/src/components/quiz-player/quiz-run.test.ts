import { describe, expect, it } from 'vitest';
import { correctIndexOf, isCorrectChoice, newQuizRun, optionLetter, quizRunReducer, type PlayableQuestion } from './quiz-run';

const question: PlayableQuestion = { questionText: 'What is 3 + 4?', options: ['6', '7', '8', '9'], correctAnswer: '1' };

describe('custom quiz run', () => {
  it('scores one point only when the chosen index equals the correct answer as text', () => {
    expect(isCorrectChoice(question, 1)).toBe(true);
    expect(isCorrectChoice(question, 2)).toBe(false);
    expect(isCorrectChoice({ ...question, correctAnswer: 3 }, 3)).toBe(true);
  });

  it('cannot submit without a choice, and counts each submitted question once', () => {
    let run = quizRunReducer(newQuizRun, { type: 'submit', correct: true });
    expect(run).toEqual(newQuizRun);
    run = quizRunReducer(run, { type: 'select', option: 1 });
    run = quizRunReducer(run, { type: 'submit', correct: true });
    run = quizRunReducer(run, { type: 'submit', correct: true });
    expect(run).toMatchObject({ score: 1, answered: 1, submitted: true });
    run = quizRunReducer(run, { type: 'select', option: 3 });
    expect(run.selected).toBe(1);
    run = quizRunReducer(run, { type: 'next' });
    expect(run).toEqual({ index: 1, selected: null, submitted: false, score: 1, answered: 1 });
    run = quizRunReducer(quizRunReducer(run, { type: 'select', option: 0 }), { type: 'submit', correct: false });
    expect(run).toMatchObject({ score: 1, answered: 2 });
  });

  it('finds the correct option by index, or by its text for answers stored as text', () => {
    expect(correctIndexOf(question)).toBe(1);
    expect(correctIndexOf({ ...question, correctAnswer: '8' })).toBe(2);
    expect(correctIndexOf({ ...question, correctAnswer: '12' })).toBe(-1);
  });

  it('labels options A, B, C …', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });
});
