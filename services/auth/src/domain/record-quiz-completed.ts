// QuizCompleted → the student's total score, streak, place on the leaderboard and achievements.
import { awardAchievements, countQuiz, metricsOf, type AchievementProgress, type CatalogueEntry, type FinishedQuiz } from './achievement-progress.js';
import { creditQuiz, isLocalDate, type CompletedQuiz, type QuizStanding } from './quiz-standing.js';

export interface StudentRecord {
  standing: QuizStanding;
  progress: AchievementProgress;
  /** What a save must still find stored, so a concurrent write is never overwritten. */
  revision: number;
}

export interface QuizStandings {
  /** The student's record, or undefined when the user does not exist. */
  load(userId: string): Promise<StudentRecord | undefined>;
  /** Writes standing (when given) and progress in one write if the revision is still `revision`; false when another write came first. */
  save(userId: string, update: { standing?: QuizStanding; progress: AchievementProgress }, revision: number): Promise<boolean>;
}

export interface Leaderboard {
  setScore(userId: string, totalScore: number): Promise<void>;
  /** 1 for the highest score; 0 when the user is not on the board yet. */
  rankOf(userId: string): Promise<number>;
}

export interface StandingDeps {
  standings: QuizStandings;
  leaderboard: Leaderboard;
  /** The achievements catalogue, criteria parsed. */
  achievements: () => readonly CatalogueEntry[];
}

export interface QuizCompletedInput extends CompletedQuiz, FinishedQuiz {
  userId: string;
  occurredAt: Date;
}

export type QuizCreditOutcome = 'credited' | 'already-credited' | 'unknown-user' | 'invalid';

export const maxWriteAttempts = 5;

export async function recordQuizCompleted(deps: StandingDeps, quiz: QuizCompletedInput): Promise<QuizCreditOutcome> {
  if (!quiz.userId || !quiz.sessionId || !isLocalDate(quiz.localDate)) return 'invalid';
  for (let attempt = 0; attempt < maxWriteAttempts; attempt += 1) {
    const current = await deps.standings.load(quiz.userId);
    if (!current) return 'unknown-user';
    const standing = creditQuiz(current.standing, quiz);
    // The board is set from the stored total either way: a rerun after a failed board write repairs it.
    if (!standing) {
      await deps.leaderboard.setScore(quiz.userId, current.standing.totalScore);
      return 'already-credited';
    }
    const counted = countQuiz(current.progress, quiz);
    const progress = awardAchievements(counted, metricsOf(standing, counted), deps.achievements(), quiz.occurredAt);
    if (await deps.standings.save(quiz.userId, { standing, progress }, current.revision)) {
      await deps.leaderboard.setScore(quiz.userId, standing.totalScore);
      return 'credited';
    }
  }
  throw new Error(`quiz standing of ${quiz.userId} kept changing; retrying the event`);
}
