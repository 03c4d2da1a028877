// QuizCompleted → the student's total score, streak and place on the leaderboard.
import { creditQuiz, emptyStanding, isLocalDate, type CompletedQuiz, type QuizStanding } from './quiz-standing.js';

export interface QuizStandings {
  /** The standing with a revision to write against, or undefined when the user does not exist. */
  load(userId: string): Promise<{ standing: QuizStanding; revision: number } | undefined>;
  /** Writes the standing if the revision is still `revision`; false when another write came first. */
  save(userId: string, standing: QuizStanding, revision: number): Promise<boolean>;
}

export interface Leaderboard {
  setScore(userId: string, totalScore: number): Promise<void>;
  /** 1 for the highest score; 0 when the user is not on the board yet. */
  rankOf(userId: string): Promise<number>;
}

export interface QuizCompletedInput extends CompletedQuiz {
  userId: string;
}

export type QuizCreditOutcome = 'credited' | 'already-credited' | 'unknown-user' | 'invalid';

const maxWriteAttempts = 5;

export async function recordQuizCompleted(
  deps: { standings: QuizStandings; leaderboard: Leaderboard },
  quiz: QuizCompletedInput,
): Promise<QuizCreditOutcome> {
  if (!quiz.userId || !quiz.sessionId || !isLocalDate(quiz.localDate)) return 'invalid';
  for (let attempt = 0; attempt < maxWriteAttempts; attempt += 1) {
    const current = await deps.standings.load(quiz.userId);
    if (!current) return 'unknown-user';
    const next = creditQuiz(current.standing ?? emptyStanding, quiz);
    // The board is set from the stored total either way: a rerun after a failed board write repairs it.
    if (!next) {
      await deps.leaderboard.setScore(quiz.userId, current.standing.totalScore);
      return 'already-credited';
    }
    if (await deps.standings.save(quiz.userId, next, current.revision)) {
      await deps.leaderboard.setScore(quiz.userId, next.totalScore);
      return 'credited';
    }
  }
  throw new Error(`quiz standing of ${quiz.userId} kept changing; retrying the event`);
}
