import type { Lesson } from '@studyhall/api-contracts/lessons';

// Pure helpers of the study history page (spec §2, §5).

export const UNCATEGORIZED = 'Uncategorized';
export const ALL_SUBJECTS = 'all';
export const MIN_QUIZZES = 1;
export const MAX_QUIZZES = 5;
export const DEFAULT_QUIZZES = 2;

export type SubjectGroup = { subject: string; lessons: Lesson[] };

const subjectOf = (lesson: Lesson) => lesson.subject?.trim() || UNCATEGORIZED;

/** Lessons grouped by subject (Uncategorized when none), groups by name with Uncategorized last. */
export function groupBySubject(lessons: Lesson[]): SubjectGroup[] {
  const groups = new Map<string, Lesson[]>();
  for (const lesson of lessons) {
    const subject = subjectOf(lesson);
    groups.set(subject, [...(groups.get(subject) ?? []), lesson]);
  }
  return [...groups]
    .map(([subject, list]) => ({ subject, lessons: list }))
    .sort((a, b) => rank(a.subject) - rank(b.subject) || a.subject.localeCompare(b.subject));
}

const rank = (subject: string) => (subject === UNCATEGORIZED ? 1 : 0);

/** The distinct subjects the lessons name, for the filter (All Subjects is added by the select). */
export function distinctSubjects(lessons: Lesson[]): string[] {
  const subjects = new Set(lessons.map((lesson) => lesson.subject?.trim()).filter((s): s is string => Boolean(s)));
  return [...subjects].sort((a, b) => a.localeCompare(b));
}

export function filterBySubject(lessons: Lesson[], subject: string): Lesson[] {
  return subject === ALL_SUBJECTS ? lessons : lessons.filter((lesson) => lesson.subject?.trim() === subject);
}

/** Spec §5: below 1 or not a number becomes 1, above 5 becomes 5, fractions are cut. */
export function clampQuizCount(raw: string | number): number {
  const parsed = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(raw, 10);
  if (!Number.isFinite(parsed) || parsed < MIN_QUIZZES) return MIN_QUIZZES;
  return Math.min(parsed, MAX_QUIZZES);
}

/** "N quizzes with 10 questions each from M lesson(s)" (spec §2). */
export function generatedBanner(quizCount: number, questionsEach: number, lessonCount: number): string {
  return `${quizCount} quizzes with ${questionsEach} questions each from ${lessonCount} lesson(s)`;
}
