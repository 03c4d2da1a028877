// A student's standing from completed quizzes (issue 14): total score, daily streak in the student's
// own calendar, and which quiz sessions are already counted, so a replayed event changes nothing.

export interface QuizStanding {
  totalScore: number;
  streak: number;
  /** The student's local day (YYYY-MM-DD) of the latest completed quiz, or null before the first. */
  lastQuizDate: string | null;
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

export const emptyStanding: QuizStanding = { totalScore: 0, streak: 0, lastQuizDate: null, creditedSessions: [] };

/** The standing after crediting `quiz`, or null when that session was already credited. */
export function creditQuiz(standing: QuizStanding, quiz: CompletedQuiz): QuizStanding | null {
  if (standing.creditedSessions.includes(quiz.sessionId)) return null;
  const latest = standing.lastQuizDate;
  // A late event for an earlier day adds its points but neither breaks nor extends today's streak.
  const isLate = latest !== null && quiz.localDate < latest;
  return {
    totalScore: standing.totalScore + Math.max(0, quiz.points),
    streak: isLate ? standing.streak : nextStreak(standing, quiz.localDate),
    lastQuizDate: isLate ? latest : quiz.localDate,
    creditedSessions: [...standing.creditedSessions, quiz.sessionId].slice(-rememberedSessions),
  };
}

function nextStreak({ streak, lastQuizDate }: QuizStanding, localDate: string): number {
  if (lastQuizDate === localDate) return Math.max(streak, 1);
  if (lastQuizDate !== null && dayAfter(lastQuizDate) === localDate) return streak + 1;
  return 1;
}

/** The calendar day after `date` (YYYY-MM-DD); calendar arithmetic in UTC has no DST gaps. */
export function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A local date as the event carries it: exactly YYYY-MM-DD and a real day. */
export function isLocalDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
