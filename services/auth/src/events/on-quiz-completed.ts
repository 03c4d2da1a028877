// QuizCompleted (lessons-quiz) → the student's totalScore, streak and leaderboard place.
import type { QuizCompleted } from '@studyhall/contracts';
import type { EventContext } from '@studyhall/platform/events';
import { recordQuizCompleted, type Leaderboard, type QuizStandings } from '../domain/record-quiz-completed.js';

export function onQuizCompleted(deps: { standings: QuizStandings; leaderboard: Leaderboard }) {
  return async function onQuizCompleted(event: QuizCompleted, context: EventContext): Promise<void> {
    const outcome = await recordQuizCompleted(deps, {
      userId: event.userId,
      sessionId: event.sessionId,
      points: event.points,
      localDate: event.localDate,
    });
    const log = { eventId: context.id, userId: event.userId, sessionId: event.sessionId, outcome };
    if (outcome === 'credited' || outcome === 'already-credited') context.logger.info(log, 'quiz completion counted');
    else context.logger.warn(log, 'quiz completion ignored');
  };
}
