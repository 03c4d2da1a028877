import { describe, expect, it } from 'vitest';
import { starterAchievements } from '../data/starter-achievements.js';
import { meets, parseCriteria } from './achievement-criteria.js';
import { awardAchievements, countQuiz, emptyProgress, metricsOf, reachDifficulty, type AchievementProgress, type FinishedQuiz } from './achievement-progress.js';
import { creditQuiz, emptyStanding, type QuizStanding } from './quiz-standing.js';

interface Quiz extends Partial<FinishedQuiz> {
  sessionId: string;
  localDate: string;
  points?: number;
}

const at = new Date('2026-11-22T10:00:00Z');

/** Credits quizzes one by one as the consumer does and returns the ids of the awarded achievements. */
function awardedAfter(quizzes: Quiz[]): string[] {
  let standing: QuizStanding = emptyStanding;
  let progress: AchievementProgress = emptyProgress;
  for (const quiz of quizzes) {
    const finished = { lessonId: 'lesson-a', questionsCompleted: 10, correctAnswers: 7, maxDifficulty: 3, ...quiz };
    const credited = creditQuiz(standing, { points: 100, ...quiz });
    if (!credited) continue;
    standing = credited;
    progress = countQuiz(progress, finished);
    progress = awardAchievements(progress, metricsOf(standing, progress), starterAchievements, at);
  }
  return progress.awarded.map((entry) => entry.achievementId);
}

const days = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `2026-11-${String(from + i).padStart(2, '0')}`);

describe('achievement criteria', () => {
  it('reads thresholds and allOf, and refuses JSON it cannot evaluate', () => {
    expect(parseCriteria({ metric: 'bestStreak', atLeast: 3 })).toEqual({ metric: 'bestStreak', atLeast: 3 });
    expect(parseCriteria({ allOf: [{ metric: 'totalScore', atLeast: 5 }] })).toBeDefined();
    expect(parseCriteria({ metric: 'height', atLeast: 3 })).toBeUndefined();
    expect(parseCriteria({ metric: 'bestStreak', atLeast: 0 })).toBeUndefined();
    expect(parseCriteria({ allOf: [] })).toBeUndefined();
    expect(parseCriteria('first quiz')).toBeUndefined();
  });

  it('needs every part of an allOf', () => {
    const metrics = { quizzesCompleted: 5, lessonsCompleted: 1, bestStreak: 1, perfectQuizzes: 0, maxDifficulty: 4, totalScore: 0 };
    const criteria = { allOf: [{ metric: 'lessonsCompleted' as const, atLeast: 1 }, { metric: 'maxDifficulty' as const, atLeast: 5 }] };
    expect(meets(criteria, metrics)).toBe(false);
    expect(meets(criteria, { ...metrics, maxDifficulty: 5 })).toBe(true);
  });
});

describe('awarding the starter catalogue', () => {
  it('gives First Steps with the first quiz, once', () => {
    expect(awardedAfter([{ sessionId: 'a', localDate: '2026-11-01', points: 10 }])).toEqual(['first-quiz']);
    expect(awardedAfter([{ sessionId: 'a', localDate: '2026-11-01', points: 10 }, { sessionId: 'b', localDate: '2026-11-01', points: 10 }])).toEqual(['first-quiz']);
  });

  it('completes a lesson at its 5th quiz, not at 5 quizzes spread over lessons', () => {
    const spread = days(5).map((localDate, i) => ({ sessionId: `s${i}`, localDate: '2026-11-01', lessonId: `lesson-${i}`, points: 10 }));
    expect(awardedAfter(spread)).not.toContain('lesson-completed');
    const oneLesson = spread.map((quiz) => ({ ...quiz, lessonId: 'lesson-a' }));
    expect(awardedAfter(oneLesson)).toContain('lesson-completed');
    expect(awardedAfter(oneLesson.slice(0, 4))).not.toContain('lesson-completed');
  });

  it('gives the 3- and 7-day streaks for consecutive days, also when a later gap ended the streak', () => {
    const run = (list: string[]) => list.map((localDate, i) => ({ sessionId: `s${i}`, localDate, points: 10 }));
    expect(awardedAfter(run(days(2)))).not.toContain('streak-3');
    expect(awardedAfter(run([...days(3), '2026-11-20']))).toContain('streak-3');
    expect(awardedAfter(run(days(6)))).not.toContain('streak-7');
    expect(awardedAfter(run(days(7)))).toEqual(expect.arrayContaining(['streak-3', 'streak-7']));
  });

  it('counts a quiz as perfect only when every answer was right', () => {
    expect(awardedAfter([{ sessionId: 'a', localDate: '2026-11-01', correctAnswers: 9, questionsCompleted: 10 }])).not.toContain('perfect-quiz');
    expect(awardedAfter([{ sessionId: 'a', localDate: '2026-11-01', correctAnswers: 12, questionsCompleted: 12 }])).toContain('perfect-quiz');
  });

  it('gives Expert Level at difficulty 5 reached by an answer, and All-Rounder once a lesson is complete too', () => {
    const reached = reachDifficulty(emptyProgress, 5);
    const metrics = metricsOf(emptyStanding, reached);
    expect(awardAchievements(reached, metrics, starterAchievements, at).awarded).toEqual([{ achievementId: 'expert-level', unlockedAt: at }]);
    expect(reachDifficulty(reached, 3)).toBe(reached);
    const lesson = days(5).map((_, i) => ({ sessionId: `s${i}`, localDate: '2026-11-01', maxDifficulty: 5 }));
    expect(awardedAfter(lesson)).toEqual(expect.arrayContaining(['expert-level', 'lesson-completed', 'all-rounder']));
  });

  it('awards the same achievements whatever order the quizzes arrive in, and nothing more on replays', () => {
    const quizzes: Quiz[] = [...days(7).map((localDate, i) => ({ sessionId: `s${i}`, localDate, lessonId: i < 5 ? 'lesson-a' : 'lesson-b' })), { sessionId: 'p', localDate: '2026-11-09', correctAnswers: 10, questionsCompleted: 10, maxDifficulty: 5 }];
    const forwards = awardedAfter(quizzes).sort();
    expect(awardedAfter([...quizzes].reverse()).sort()).toEqual(forwards);
    expect(awardedAfter([...quizzes, ...quizzes]).sort()).toEqual(forwards);
    expect(forwards).toEqual(['all-rounder', 'expert-level', 'first-quiz', 'lesson-completed', 'perfect-quiz', 'streak-3', 'streak-7']);
  });
});
