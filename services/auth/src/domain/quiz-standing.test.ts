import { describe, expect, it } from 'vitest';
import { creditQuiz, dayAfter, daysOfStreak, emptyStanding, isLocalDate, rememberedSessions, type QuizStanding } from './quiz-standing.js';

function credit(days: string[], start: QuizStanding = emptyStanding): QuizStanding {
  return days.reduce((standing, localDate, i) => creditQuiz(standing, { sessionId: `s${i}-${localDate}`, points: 10, localDate }) ?? standing, start);
}

describe('creditQuiz', () => {
  it('adds the points and starts a streak of 1 with the first quiz', () => {
    expect(creditQuiz(emptyStanding, { sessionId: 'a', points: 12, localDate: '2026-11-22' })).toEqual({
      totalScore: 12, streak: 1, lastQuizDate: '2026-11-22', quizDays: ['2026-11-22'], creditedSessions: ['a'],
    });
  });

  it('counts consecutive local days, keeps the streak within a day and restarts after a missed day', () => {
    expect(credit(['2026-11-20', '2026-11-21', '2026-11-22']).streak).toBe(3);
    expect(credit(['2026-11-21', '2026-11-21', '2026-11-22']).streak).toBe(2);
    expect(credit(['2026-11-19', '2026-11-20', '2026-11-22']).streak).toBe(1);
  });

  it('runs a streak across month and year ends', () => {
    expect(credit(['2026-02-28', '2026-03-01']).streak).toBe(2);
    expect(credit(['2026-12-31', '2027-01-01']).streak).toBe(2);
  });

  it('credits a late event for an earlier day: it adds its points and counts where its day falls', () => {
    const late = creditQuiz(credit(['2026-11-21', '2026-11-22']), { sessionId: 'late', points: 5, localDate: '2026-11-10' });
    expect(late).toMatchObject({ totalScore: 25, streak: 2, lastQuizDate: '2026-11-22' });
    const fillsTheGap = creditQuiz(credit(['2026-11-19', '2026-11-21']), { sessionId: 'gap', points: 5, localDate: '2026-11-20' });
    expect(fillsTheGap).toMatchObject({ streak: 3, lastQuizDate: '2026-11-21' });
  });

  it('gives the same standing whatever order the events arrive in (sessions travel on different partitions)', () => {
    const days = ['2026-11-18', '2026-11-20', '2026-11-21', '2026-11-22'];
    const forwards = credit(days);
    const backwards = credit([...days].reverse());
    expect(backwards).toMatchObject({ totalScore: forwards.totalScore, streak: 3, lastQuizDate: '2026-11-22', quizDays: forwards.quizDays });
  });

  it('reads a standing stored before quiz days were kept as its streak ending at its last day', () => {
    expect(daysOfStreak('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysOfStreak(null, 0)).toEqual([]);
  });

  it('credits a session once: the same session again changes nothing', () => {
    const once = creditQuiz(emptyStanding, { sessionId: 'a', points: 12, localDate: '2026-11-22' })!;
    expect(creditQuiz(once, { sessionId: 'a', points: 12, localDate: '2026-11-23' })).toBeNull();
  });

  it('remembers only the most recent sessions', () => {
    const days = Array.from({ length: rememberedSessions + 5 }, () => '2026-11-22');
    const standing = credit(days);
    expect(standing.creditedSessions).toHaveLength(rememberedSessions);
    expect(standing.totalScore).toBe(10 * days.length);
  });
});

describe('local dates', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isLocalDate('2026-11-22')).toBe(true);
    for (const bad of ['', '2026-02-30', '22/11/2026', '2026-11-22T00:00:00Z']) expect(isLocalDate(bad)).toBe(false);
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });
});
