import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { QuizAnswerRecordedSchema, QuizCompletedSchema, type DomainEvent } from '@studyhall/contracts';
import type { QuizAttempt, QuizSession } from './quiz-sessions.js';

export function quizAnswerRecorded(attempt: QuizAttempt): DomainEvent {
  return create(QuizAnswerRecordedSchema, {
    sessionId: attempt.sessionId, userId: attempt.userId, lessonId: attempt.lessonId, questionId: attempt.questionId ?? '',
    isCorrect: attempt.isCorrect, difficultyLevel: attempt.difficultyLevel, timeSpentSeconds: attempt.timeSpent,
    occurredAt: timestampFromDate(attempt.createdAt),
  });
}

export function quizCompleted(session: QuizSession, completedAt: Date): DomainEvent {
  return create(QuizCompletedSchema, {
    sessionId: session.id, userId: session.userId, lessonId: session.lessonId, questionsCompleted: session.questionsCompleted,
    correctAnswers: session.correctAnswers, maxDifficulty: session.maxDifficulty, points: session.points,
    localDate: localDate(completedAt, session.timeZone), occurredAt: timestampFromDate(completedAt),
  });
}

/** The calendar day (YYYY-MM-DD) in the student's time zone; UTC when the zone is unknown. */
export function localDate(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}
