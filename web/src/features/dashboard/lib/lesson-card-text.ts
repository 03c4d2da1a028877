import { format } from 'date-fns';
import type { Lesson } from '@studyhall/api-contracts/lessons';

export const LESSON_PREVIEW_CHARS = 150;

/** Spec §2: the upload date as "MMM d, yyyy", or Recently when the lesson has none. */
export function uploadDateLabel(uploadedAt: string | null | undefined): string {
  if (!uploadedAt) return 'Recently';
  const date = new Date(uploadedAt);
  return Number.isNaN(date.getTime()) ? 'Recently' : format(date, 'MMM d, yyyy');
}

/** Review Previous Lessons shows only uploaded lessons (with a source file), newest first. */
export function uploadedLessons(lessons: Lesson[]): Lesson[] {
  return lessons
    .filter((lesson) => Boolean(lesson.sourceFileName))
    .sort((a, b) => (b.uploadedAt ?? '').localeCompare(a.uploadedAt ?? ''));
}
