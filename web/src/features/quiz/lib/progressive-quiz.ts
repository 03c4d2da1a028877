import type { AnswerResult, ProgressiveQuestion, QuizProgress, QuizSession } from '@studyhall/api-contracts/quiz-sessions';

// The active progressive quiz (spec §4): answer, see the result, then the retry (fill in the blank)
// after a miss, else the next question; Finish Quiz from 10 completed questions on (spec §9).

export const QUESTIONS_TO_FINISH = 10;
export const TIME_SPENT_SECONDS = 30;

const DIFFICULTY_LABELS = ['Beginner', 'Easy', 'Medium', 'Hard', 'Expert'] as const;

/** 1 Beginner, 2 Easy, 3 Medium, 4 Hard, 5 Expert. */
export function difficultyLabel(level: number): string {
  return DIFFICULTY_LABELS[Math.min(5, Math.max(1, Math.round(level))) - 1]!;
}

export type ActiveQuiz = {
  sessionId: string;
  question: ProgressiveQuestion;
  isRetry: boolean;
  progress: QuizProgress;
  /** The level of the question on screen; progress moves on to the next level once it is answered. */
  difficulty: number;
  answer: string;
  result: AnswerResult | null;
};

export function activeQuizOf(session: QuizSession): ActiveQuiz {
  const { sessionId, currentQuestion: question, progress } = session;
  return { sessionId, question, isRetry: false, progress, difficulty: progress.currentDifficulty, answer: '', result: null };
}

export function withResult(quiz: ActiveQuiz, result: AnswerResult): ActiveQuiz {
  return { ...quiz, result, progress: result.progress };
}

/** What follows the result: the retry after a miss, else the next question, else nothing. */
export function upcomingOf(result: AnswerResult): { question: ProgressiveQuestion; isRetry: boolean } | null {
  if (!result.isCorrect && result.retryQuestion) return { question: result.retryQuestion, isRetry: true };
  if (result.nextQuestion) return { question: result.nextQuestion, isRetry: false };
  return null;
}

export function advanced(quiz: ActiveQuiz): ActiveQuiz {
  const upcoming = quiz.result ? upcomingOf(quiz.result) : null;
  if (!upcoming) return quiz;
  return { ...quiz, ...upcoming, difficulty: quiz.progress.currentDifficulty, answer: '', result: null };
}

/**
 * The Idempotency-Key of an answer to the question on screen: the same until that question is
 * answered, so resending after a network error cannot count the answer twice.
 */
export function answerKeyOf(quiz: ActiveQuiz): string {
  return `${quiz.sessionId}:${quiz.progress.questionsCompleted}`;
}

export function canFinish(progress: QuizProgress): boolean {
  return progress.questionsCompleted >= QUESTIONS_TO_FINISH;
}

/** The text sent as userAnswer: the option index for multiple choice, the typed text for fill-in. */
export function hasAnswer(quiz: ActiveQuiz): boolean {
  return quiz.answer.trim().length > 0;
}
