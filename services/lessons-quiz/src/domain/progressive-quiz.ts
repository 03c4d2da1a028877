// The progressive quiz as a student lives it (spec §4): start → answer (result, solution, the next
// question or a fill-in retry) … → finish from 10 answers, which counts one quiz for the lesson.
import { Conflict, NotFound } from '@studyhall/platform/errors';
import { isCorrect, nextStep, pointsFor, questionsToFinish } from './adaptive-policy.js';
import { readableLesson } from './access.js';
import type { LessonAi } from './lesson-ai.js';
import type { LessonStore } from './lessons.js';
import { lessonProgress, type LessonProgress, type ProgressStore } from './progress.js';
import { quizAnswerRecorded, quizCompleted } from './quiz-events.js';
import { pickQuestion, retryFor, shown } from './quiz-questions.js';
import type { QuestionStore } from './questions.js';
import type { AnswerResult, QuizAttemptStore, QuizProgress, QuizSession, QuizSessionStore, ShownQuestion } from './quiz-sessions.js';

export const sessionNotFoundMessage = 'Quiz session not found';
export const sessionFinishedMessage = 'This quiz is already finished. Start a new quiz to keep practising.';
export const tooFewAnswersMessage = `Answer at least ${questionsToFinish} questions before finishing the quiz.`;

export interface QuizSessionDeps {
  lessons: LessonStore;
  questions: QuestionStore;
  sessions: QuizSessionStore;
  attempts: QuizAttemptStore;
  progress: ProgressStore;
  ai: LessonAi;
}

const progressOf = (session: QuizSession): QuizProgress => ({
  questionsCompleted: session.questionsCompleted, currentDifficulty: session.currentDifficulty, correctAnswers: session.correctAnswers,
});

export async function startQuiz(deps: QuizSessionDeps, userId: string, lessonId: string, timeZone: string) {
  const lesson = await readableLesson(deps.lessons, lessonId, userId);
  const first = await pickQuestion(deps, userId, lesson, 1, []);
  const session: QuizSession = {
    id: deps.sessions.newId(), userId, lessonId: lesson.id, topicId: lesson.topicId, currentQuestionIndex: 0, currentDifficulty: 1,
    questionsCompleted: 0, correctAnswers: 0, isCompleted: false, startedAt: new Date(), completedAt: null, current: first,
    askedTexts: [first.questionText], maxDifficulty: 1, points: 0, timeZone, lastAnswer: null,
  };
  await deps.sessions.create(session);
  return { sessionId: session.id, currentQuestion: shown(first), progress: progressOf(session) };
}

async function ownSession(deps: QuizSessionDeps, userId: string, sessionId: string): Promise<QuizSession> {
  const session = await deps.sessions.find(sessionId);
  if (!session || session.userId !== userId) throw new NotFound(sessionNotFoundMessage);
  return session;
}

export const alreadyAnsweredMessage = 'This question was already answered.';

export interface Answer {
  userAnswer: string;
  timeSpent: number;
  /**
   * The client's Idempotency-Key (one per question shown): the same key with the same answer is a
   * resent request and gets the first result; with another answer it is a second try (409).
   */
  key?: string | undefined;
}

export function answerQuestion(deps: QuizSessionDeps, userId: string, sessionId: string, answer: Answer): Promise<AnswerResult> {
  return deps.sessions.exclusive(sessionId, async () => {
    const session = await ownSession(deps, userId, sessionId);
    const last = session.lastAnswer;
    if (answer.key && last?.key === answer.key) {
      if (last.userAnswer === answer.userAnswer.trim()) return last.result;
      throw new Conflict(alreadyAnsweredMessage);
    }
    if (session.isCompleted || !session.current) throw new Conflict(sessionFinishedMessage);
    return recordAnswer(deps, session, answer);
  });
}

async function recordAnswer(deps: QuizSessionDeps, session: QuizSession, answer: Answer): Promise<AnswerResult> {
  const asked = session.current!;
  const correct = isCorrect(asked, answer.userAnswer);
  const step = nextStep(asked, correct, session.currentDifficulty);
  const lesson = await readableLesson(deps.lessons, session.lessonId, session.userId);
  const upcoming = step.kind === 'retry' ? await retryFor(deps, session.userId, lesson, asked) : await pickQuestion(deps, session.userId, lesson, step.difficulty, session.askedTexts);
  const now = new Date();
  const attempt = {
    id: deps.sessions.newId(), sessionId: session.id, userId: session.userId, lessonId: session.lessonId, questionId: asked.questionId,
    questionText: asked.questionText, questionType: asked.questionType, options: asked.options,
    correctAnswer: asked.questionType === 'multiple-choice' ? String(asked.correctAnswer) : (asked.acceptedAnswers[0] ?? ''),
    selectedAnswer: asked.questionType === 'multiple-choice' ? answer.userAnswer.trim() : null, userAnswer: answer.userAnswer,
    isCorrect: correct, aiExplanation: asked.explanation || null, difficultyLevel: session.currentDifficulty,
    solutionSteps: asked.solutionSteps, solutionImageUrl: null, timeSpent: answer.timeSpent, createdAt: now,
  };
  const nextQuestion: ShownQuestion | null = step.kind === 'next' ? shown(upcoming) : null;
  Object.assign(session, {
    questionsCompleted: session.questionsCompleted + 1, correctAnswers: session.correctAnswers + (correct ? 1 : 0),
    points: session.points + pointsFor(correct, session.currentDifficulty), currentDifficulty: step.difficulty,
    maxDifficulty: Math.max(session.maxDifficulty, step.difficulty), currentQuestionIndex: session.currentQuestionIndex + 1,
    current: upcoming, askedTexts: [...session.askedTexts, upcoming.questionText],
  });
  const result: AnswerResult = {
    isCorrect: correct, solution: { explanation: asked.explanation, steps: asked.solutionSteps, imageUrl: null }, progress: progressOf(session),
    retryQuestion: step.kind === 'retry' ? shown(upcoming) : null, nextQuestion,
  };
  session.lastAnswer = answer.key ? { key: answer.key, userAnswer: answer.userAnswer.trim(), result } : null;
  await deps.attempts.add(attempt);
  await deps.sessions.save(session, [quizAnswerRecorded(attempt)]);
  return result;
}

/**
 * Completes the session once. `key` is the client's Idempotency-Key: a resent request (the answer was
 * lost) with the key that completed the session gets the same answer instead of a 409.
 */
export function completeQuiz(deps: QuizSessionDeps, userId: string, sessionId: string, key?: string) {
  return deps.sessions.exclusive(sessionId, async () => {
    const session = await ownSession(deps, userId, sessionId);
    if (session.isCompleted && key && session.completionKey === key) {
      return completion(session, lessonProgress(await deps.progress.find(userId, session.lessonId)));
    }
    if (session.isCompleted) throw new Conflict(sessionFinishedMessage);
    if (session.questionsCompleted < questionsToFinish) throw new Conflict(tooFewAnswersMessage);
    const completedAt = new Date();
    Object.assign(session, { isCompleted: true, completedAt, current: null, completionKey: key ?? null });
    await deps.sessions.save(session, [quizCompleted(session, completedAt)]);
    const progress = await deps.progress.recordQuiz(userId, { id: session.lessonId, topicId: session.topicId }, session.points, completedAt);
    return completion(session, lessonProgress(progress));
  });
}

function completion(session: QuizSession, lessonState: LessonProgress) {
  return { sessionId: session.id, isCompleted: true as const, completedAt: session.completedAt!, progress: progressOf(session), lessonProgress: lessonState };
}
