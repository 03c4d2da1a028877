import type { AnswerResult, QuizSession } from '@studyhall/api-contracts/quiz-sessions';
import { describe, expect, it } from 'vitest';
import { activeQuizOf, advanced, answerKeyOf, canFinish, difficultyLabel, upcomingOf, withResult } from './progressive-quiz';

const mc = { questionText: 'A surfer rides 3 waves of 4 m. How far?', questionType: 'multiple-choice' as const, options: ['7 m', '12 m', '1 m', '34 m'] };
const blank = { questionText: 'A surfer rides 3 waves of 4 m: ___ m.', questionType: 'fill-in-blank' as const, options: [] };
const next = { ...mc, questionText: 'Next one?' };
const session: QuizSession = { sessionId: 's1', currentQuestion: mc, progress: { questionsCompleted: 0, currentDifficulty: 1, correctAnswers: 0 } };
const result = (over: Partial<AnswerResult>): AnswerResult => ({
  isCorrect: true,
  solution: { explanation: '3 × 4 = 12', steps: ['Multiply'], imageUrl: null },
  progress: { questionsCompleted: 1, currentDifficulty: 2, correctAnswers: 1 },
  retryQuestion: null,
  nextQuestion: next,
  ...over,
});

describe('progressive quiz', () => {
  it('labels difficulties 1 to 5', () => {
    expect([1, 2, 3, 4, 5].map(difficultyLabel)).toEqual(['Beginner', 'Easy', 'Medium', 'Hard', 'Expert']);
  });

  it('moves to the next question after a correct answer', () => {
    const quiz = advanced(withResult({ ...activeQuizOf(session), answer: '1' }, result({})));
    expect(quiz).toMatchObject({ question: next, isRetry: false, answer: '', result: null });
    expect(quiz.progress.questionsCompleted).toBe(1);
  });

  it('keeps the answered question at its own difficulty; the next question shows the new one', () => {
    const answered = withResult({ ...activeQuizOf(session), answer: '1' }, result({}));
    expect(difficultyLabel(answered.difficulty)).toBe('Beginner');
    expect(difficultyLabel(advanced(answered).difficulty)).toBe('Easy');
  });

  it('offers the fill-in-the-blank retry after a miss', () => {
    const missed = result({ isCorrect: false, retryQuestion: blank, nextQuestion: null });
    expect(upcomingOf(missed)).toEqual({ question: blank, isRetry: true });
    expect(advanced(withResult(activeQuizOf(session), missed))).toMatchObject({ question: blank, isRetry: true });
  });

  it('offers Finish Quiz from 10 completed questions on', () => {
    expect(canFinish({ questionsCompleted: 9, currentDifficulty: 3, correctAnswers: 5 })).toBe(false);
    expect(canFinish({ questionsCompleted: 10, currentDifficulty: 3, correctAnswers: 5 })).toBe(true);
  });

  it('keys an answer by the question on screen: the same on a resend, a new key for the next question', () => {
    const asked = { ...activeQuizOf(session), answer: '1' };
    expect(answerKeyOf(asked)).toBe('s1:0');
    expect(answerKeyOf({ ...asked, answer: '2' })).toBe('s1:0');
    const missed = withResult(asked, result({ isCorrect: false, retryQuestion: blank, nextQuestion: null }));
    expect(answerKeyOf(advanced(missed))).toBe('s1:1');
  });
});
