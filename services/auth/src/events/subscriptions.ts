// Every event auth consumes, wired in one place (group "auth", idempotent: known event ids are skipped).
import type { Subscription } from '@studyhall/platform/service';
import type { StandingDeps } from '../domain/record-quiz-completed.js';
import { onQuizAnswerRecorded } from './on-quiz-answer-recorded.js';
import { onQuizCompleted } from './on-quiz-completed.js';

export function authSubscriptions(deps: StandingDeps): Subscription {
  return {
    topics: ['studyhall.quiz.v1'],
    handlers: {
      'studyhall.quiz.v1.QuizAnswerRecorded': onQuizAnswerRecorded(deps),
      'studyhall.quiz.v1.QuizCompleted': onQuizCompleted(deps),
    },
  };
}
