// A student's standing from completed quizzes (issue 14): total score, daily streak in the student's
// own calendar, and which quiz sessions are already counted, so a replayed event changes nothing.

export interface QuizStanding {
  totalScore: number;
  streak: number;
  /** The student's local day (YYYY-MM-DD) of the latest completed quiz, or null before the first. */
  lastQuizDate: string | null;
  /** The distinct local days with a completed quiz (oldest first, the latest few hundred). */
  quizDays: string[];
  /** The most recent sessions credited (newest last), enough to catch any redelivery. */
  creditedSessions: string[];
}

export interface CompletedQuiz {
  sessionId: string;
  points: number;
  /** The student's calendar day of completion in their own time zone (YYYY-MM-DD). */
  localDate: string;
}

/** How many credited session ids a student document remembers (the consumer also skips known event ids). */
export const rememberedSessions = 50;
/** How many quiz days are kept: far more than any streak a student could break and rebuild. */
export const rememberedDays = 400;

export const emptyStanding: QuizStanding = { totalScore: 0, streak: 0, lastQuizDate: null, quizDays: [], creditedSessions: [] };

/**
 * The standing after crediting `quiz`, or null when that session was already credited. The streak is
 * the run of consecutive quiz days ending at the latest one, computed from the days themselves, so
 * events arriving in any order (one student's sessions travel on different partitions) agree.
 */
export function creditQuiz(standing: QuizStanding, quiz: CompletedQuiz): QuizStanding | null {
  if (standing.creditedSessions.includes(quiz.sessionId)) return null;
  const quizDays = [...new Set([...standing.quizDays, quiz.localDate])].sort().slice(-rememberedDays);
  return {
    totalScore: standing.totalScore + Math.max(0, quiz.points),
    streak: streakEndingAtLatest(quizDays),
    lastQuizDate: quizDays.at(-1) ?? null,
    quizDays,
    creditedSessions: [...standing.creditedSessions, quiz.sessionId].slice(-rememberedSessions),
  };
}

function streakEndingAtLatest(days: string[]): number {
  let streak = days.length > 0 ? 1 : 0;
  for (let at = days.length - 1; at > 0 && dayAfter(days[at - 1]!) === days[at]; at -= 1) streak += 1;
  return streak;
}

/** The days a standing stored before quizDays existed stands for: its streak ending at its last day. */
export function daysOfStreak(lastQuizDate: string | null, streak: number): string[] {
  if (!lastQuizDate) return [];
  const days = [lastQuizDate];
  while (days.length < streak) days.unshift(dayBefore(days[0]!));
  return days;
}

/** The calendar day after `date` (YYYY-MM-DD); calendar arithmetic in UTC has no DST gaps. */
export function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** A local date as the event carries it: exactly YYYY-MM-DD and a real day. */
export function isLocalDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
