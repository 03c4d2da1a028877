// Every event auth consumes, wired in one place (group "auth", idempotent: known event ids are skipped).
import type { Subscription } from '@studyhall/platform/service';
import type { Leaderboard, QuizStandings } from '../domain/record-quiz-completed.js';
import { onQuizCompleted } from './on-quiz-completed.js';

export function authSubscriptions(deps: { standings: QuizStandings; leaderboard: Leaderboard }): Subscription {
  return {
    topics: ['studyhall.quiz.v1'],
    handlers: {
      'studyhall.quiz.v1.QuizCompleted': onQuizCompleted(deps),
    },
  };
}
