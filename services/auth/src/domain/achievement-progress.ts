// What achievements are judged on, kept next to the quiz standing on the student's document. Every
// update is a count of a newly credited session or a maximum, so replays change nothing (the
// standing's credited sessions gate the counts) and any arrival order gives the same metrics.
import { meets, type Criteria, type Metrics } from './achievement-criteria.js';
import type { QuizStanding } from './quiz-standing.js';

/** Spec §9: five completed quizzes complete a lesson (lessons-quiz's rule, mirrored for the metric). */
export const quizzesPerLesson = 5;

export interface AwardedAchievement {
  achievementId: string;
  unlockedAt: Date;
}

export interface AchievementProgress {
  quizzesCompleted: number;
  lessonQuizzes: { lessonId: string; quizzes: number }[];
  perfectQuizzes: number;
  maxDifficulty: number;
  /** user_achievements (spec §3): each achievement at most once, in the order they were unlocked. */
  awarded: AwardedAchievement[];
}

export interface CatalogueEntry {
  id: string;
  criteria: Criteria;
}

export interface FinishedQuiz {
  lessonId: string;
  questionsCompleted: number;
  correctAnswers: number;
  maxDifficulty: number;
}

export const emptyProgress: AchievementProgress = { quizzesCompleted: 0, lessonQuizzes: [], perfectQuizzes: 0, maxDifficulty: 0, awarded: [] };

/** Counts one newly credited quiz (the caller has checked that its session was not counted before). */
export function countQuiz(progress: AchievementProgress, quiz: FinishedQuiz): AchievementProgress {
  const known = progress.lessonQuizzes.some((entry) => entry.lessonId === quiz.lessonId);
  const lessonQuizzes = known
    ? progress.lessonQuizzes.map((entry) => (entry.lessonId === quiz.lessonId ? { ...entry, quizzes: entry.quizzes + 1 } : entry))
    : [...progress.lessonQuizzes, { lessonId: quiz.lessonId, quizzes: 1 }];
  const perfect = quiz.questionsCompleted > 0 && quiz.correctAnswers === quiz.questionsCompleted;
  return {
    ...progress,
    quizzesCompleted: progress.quizzesCompleted + 1,
    lessonQuizzes,
    perfectQuizzes: progress.perfectQuizzes + (perfect ? 1 : 0),
    maxDifficulty: Math.max(progress.maxDifficulty, quiz.maxDifficulty),
  };
}

/** A difficulty reached by an answer; the same progress object when it is no higher than before. */
export function reachDifficulty(progress: AchievementProgress, difficulty: number): AchievementProgress {
  return difficulty > progress.maxDifficulty ? { ...progress, maxDifficulty: difficulty } : progress;
}

export function metricsOf(standing: QuizStanding, progress: AchievementProgress): Metrics {
  return {
    quizzesCompleted: progress.quizzesCompleted,
    lessonsCompleted: progress.lessonQuizzes.filter((entry) => entry.quizzes >= quizzesPerLesson).length,
    bestStreak: longestRun(standing.quizDays),
    perfectQuizzes: progress.perfectQuizzes,
    maxDifficulty: progress.maxDifficulty,
    totalScore: standing.totalScore,
  };
}

/** Adds every catalogue achievement the metrics now meet and the student does not have yet. */
export function awardAchievements(progress: AchievementProgress, metrics: Metrics, catalogue: readonly CatalogueEntry[], at: Date): AchievementProgress {
  const held = new Set(progress.awarded.map((entry) => entry.achievementId));
  const unlocked = catalogue.filter((entry) => !held.has(entry.id) && meets(entry.criteria, metrics));
  if (unlocked.length === 0) return progress;
  return { ...progress, awarded: [...progress.awarded, ...unlocked.map((entry) => ({ achievementId: entry.id, unlockedAt: at }))] };
}

/** The longest run of consecutive days in sorted, distinct YYYY-MM-DD days. */
function longestRun(days: readonly string[]): number {
  let best = 0;
  let run = 0;
  days.forEach((day, at) => {
    run = at > 0 && isNextDay(days[at - 1]!, day) ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

function isNextDay(before: string, after: string): boolean {
  return Date.parse(`${after}T00:00:00Z`) - Date.parse(`${before}T00:00:00Z`) === 86_400_000;
}
