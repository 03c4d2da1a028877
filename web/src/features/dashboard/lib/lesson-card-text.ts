import { format } from 'date-fns';
import type { Lesson } from '@studyhall/api-contracts/lessons';
import { previewOf } from '../../../components/lesson-content-kind';

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

/** Lines a generated summary opens with that the card already says: the title, the "Key ideas:" header. */
const isOpening = (line: string, title: string): boolean => !line || line === title.trim() || /^key ideas:?$/i.test(line);

/**
 * Spec §2's 150-character preview, starting where the lesson does: the card shows the title above it,
 * so an uploaded summary's own title line and its "Key ideas:" header are not repeated ("Key Terms Key ideas").
 */
export function lessonCardPreview(lesson: Pick<Lesson, 'content' | 'title'>): string {
  const lines = (lesson.content ?? '').split('\n');
  let start = 0;
  while (start < lines.length && isOpening(lines[start]?.trim() ?? '', lesson.title ?? '')) start += 1;
  const body = lines.slice(start).map((line) => line.replace(/^\s*[-•]\s+/, '')).join('\n');
  return previewOf(body || lesson.content, LESSON_PREVIEW_CHARS);
}
