import { NotFound } from '@studyhall/platform/errors';
import type { Lesson, LessonStore, StoredLesson } from './lessons.js';

export const lessonNotFoundMessage = 'Lesson not found';

/** Catalogue (topic) lessons are for every signed-in user; uploaded ones for their owner unless public. */
export function canRead(lesson: Lesson, userId: string): boolean {
  return lesson.userId === userId || lesson.topicId !== null || lesson.isPublic;
}

/** Only the creator changes a lesson; the seeded catalogue has no creator. */
export function canChange(lesson: Lesson, userId: string): boolean {
  return lesson.userId !== null && lesson.userId === userId;
}

/** Someone else's private lesson looks exactly like a missing one: 404, never 403. */
export async function readableLesson(lessons: LessonStore, id: string, userId: string): Promise<Lesson> {
  const lesson = await lessons.findShown(id);
  if (!lesson || !canRead(lesson, userId)) throw new NotFound(lessonNotFoundMessage);
  return lesson;
}

export async function ownLesson(lessons: LessonStore, id: string, userId: string): Promise<StoredLesson> {
  const lesson = await lessons.findById(id);
  if (!lesson || !canChange(lesson, userId)) throw new NotFound(lessonNotFoundMessage);
  return lesson;
}
