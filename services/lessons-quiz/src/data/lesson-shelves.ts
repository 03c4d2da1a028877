// Shelves answer "a student's lessons" and "a topic's lessons" with ONE read by _id. FerretDB serves
// only _id equality from an index: a filter on userId would read every lesson of every student.
// A shelf maps lesson id → the lesson as shown, so adding, changing and removing one lesson are single
// $set/$unset writes on a dotted path, filtered by _id alone (a {_id, version} filter would scan too)
// and queued per shelf (write-lock.ts). Order is applied when reading.
import type { Connection } from 'mongoose';
import { bucketFor } from './buckets.js';
import type { Lesson } from '../domain/lessons.js';
import type { KeyedLock } from './write-lock.js';

interface ShelfDocument {
  _id: string;
  lessons?: Record<string, Lesson>;
}

export const ownerShelf = (userId: string) => `user:${userId}`;
export const topicShelf = (topicId: string) => `topic:${topicId}`;

export interface LessonShelves {
  put(shelfIds: string[], lesson: Lesson): Promise<void>;
  remove(shelfIds: string[], lessonId: string): Promise<void>;
  read(shelfId: string): Promise<Lesson[]>;
  readOne(shelfId: string, lessonId: string): Promise<Lesson | undefined>;
}

export function shelvesOf(lesson: Lesson): string[] {
  const shelves: string[] = [];
  if (lesson.userId) shelves.push(ownerShelf(lesson.userId));
  if (lesson.topicId) shelves.push(topicShelf(lesson.topicId));
  return shelves;
}

export function createLessonShelves(connection: Connection, withLock: KeyedLock): LessonShelves {
  // One small collection per bucket of shelves (buckets.ts): a shelf read scans only its bucket.
  const shelves = (shelfId: string) => bucketFor<ShelfDocument>(connection, 'lesson_shelves', shelfId);
  return {
    async put(shelfIds, lesson) {
      await Promise.all(shelfIds.map((_id) => withLock(`shelf:${_id}`, () => shelves(_id).updateOne({ _id }, { $set: { [`lessons.${lesson.id}`]: lesson } }, { upsert: true }))));
    },
    async remove(shelfIds, lessonId) {
      await Promise.all(shelfIds.map((_id) => withLock(`shelf:${_id}`, () => shelves(_id).updateOne({ _id }, { $unset: { [`lessons.${lessonId}`]: '' } }))));
    },
    async read(shelfId) {
      const shelf = await shelves(shelfId).findOne({ _id: shelfId });
      return Object.values(shelf?.lessons ?? {}).map(withDate);
    },
    async readOne(shelfId, lessonId) {
      const shelf = await shelves(shelfId).findOne({ _id: shelfId }, { projection: { [`lessons.${lessonId}`]: 1 } });
      const lesson = shelf?.lessons?.[lessonId];
      return lesson && withDate(lesson);
    },
  };
}

function withDate(lesson: Lesson): Lesson {
  return { ...lesson, uploadedAt: lesson.uploadedAt ? new Date(lesson.uploadedAt) : null };
}

/** Newest first; lessons without a date (the catalogue) last. */
export function newestFirst(a: Lesson, b: Lesson): number {
  return (b.uploadedAt?.getTime() ?? 0) - (a.uploadedAt?.getTime() ?? 0) || a.title.localeCompare(b.title);
}

/** A topic's lessons in their lesson order (spec: Lesson number = order + 1). */
export function byOrder(a: Lesson, b: Lesson): number {
  return (a.order ?? 0) - (b.order ?? 0) || (a.uploadedAt?.getTime() ?? 0) - (b.uploadedAt?.getTime() ?? 0);
}
