// QuizAnswerRecorded (lessons-quiz) → the highest difficulty reached and the achievements it unlocks.
import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { QuizAnswerRecorded } from '@studyhall/contracts';
import type { EventContext } from '@studyhall/platform/events';
import { recordQuizAnswer } from '../domain/record-quiz-answer.js';
import type { StandingDeps } from '../domain/record-quiz-completed.js';

export function onQuizAnswerRecorded(deps: StandingDeps) {
  return async function onQuizAnswerRecorded(event: QuizAnswerRecorded, context: EventContext): Promise<void> {
    const occurredAt = event.occurredAt ? timestampDate(event.occurredAt) : new Date();
    const outcome = await recordQuizAnswer(deps, { userId: event.userId, difficultyLevel: event.difficultyLevel, occurredAt });
    const log = { eventId: context.id, userId: event.userId, sessionId: event.sessionId, outcome };
    if (outcome === 'unknown-user' || outcome === 'invalid') context.logger.warn(log, 'quiz answer ignored');
    else context.logger.debug(log, 'quiz answer counted');
  };
}
