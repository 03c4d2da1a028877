// QuizCompleted (lessons-quiz) → the student's totalScore, streak, leaderboard place and achievements.
import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { QuizCompleted } from '@studyhall/contracts';
import type { EventContext } from '@studyhall/platform/events';
import { recordQuizCompleted, type StandingDeps } from '../domain/record-quiz-completed.js';

export function onQuizCompleted(deps: StandingDeps) {
  return async function onQuizCompleted(event: QuizCompleted, context: EventContext): Promise<void> {
    const outcome = await recordQuizCompleted(deps, {
      userId: event.userId,
      sessionId: event.sessionId,
      lessonId: event.lessonId,
      points: event.points,
      localDate: event.localDate,
      questionsCompleted: event.questionsCompleted,
      correctAnswers: event.correctAnswers,
      maxDifficulty: event.maxDifficulty,
      occurredAt: event.occurredAt ? timestampDate(event.occurredAt) : new Date(),
    });
    const log = { eventId: context.id, userId: event.userId, sessionId: event.sessionId, outcome };
    if (outcome === 'credited' || outcome === 'already-credited') context.logger.info(log, 'quiz completion counted');
    else context.logger.warn(log, 'quiz completion ignored');
  };
}
