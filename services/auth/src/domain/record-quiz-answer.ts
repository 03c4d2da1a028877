// QuizAnswerRecorded → the highest difficulty the student has reached, and what that unlocks
// ("Expert Level" arrives mid-quiz, not only when the quiz is finished).
import { awardAchievements, metricsOf, reachDifficulty } from './achievement-progress.js';
import { maxWriteAttempts, type StandingDeps } from './record-quiz-completed.js';

export interface RecordedAnswer {
  userId: string;
  difficultyLevel: number;
  occurredAt: Date;
}

export type AnswerOutcome = 'updated' | 'unchanged' | 'unknown-user' | 'invalid';

export async function recordQuizAnswer(deps: Omit<StandingDeps, 'leaderboard'>, answer: RecordedAnswer): Promise<AnswerOutcome> {
  if (!answer.userId || !Number.isInteger(answer.difficultyLevel) || answer.difficultyLevel < 1 || answer.difficultyLevel > 5) return 'invalid';
  for (let attempt = 0; attempt < maxWriteAttempts; attempt += 1) {
    const current = await deps.standings.load(answer.userId);
    if (!current) return 'unknown-user';
    const reached = reachDifficulty(current.progress, answer.difficultyLevel);
    // Most answers reach nothing new: no write at all (a replay is one of them).
    if (reached === current.progress) return 'unchanged';
    const progress = awardAchievements(reached, metricsOf(current.standing, reached), deps.achievements(), answer.occurredAt);
    if (await deps.standings.save(answer.userId, { progress }, current.revision)) return 'updated';
  }
  throw new Error(`achievements of ${answer.userId} kept changing; retrying the event`);
}
