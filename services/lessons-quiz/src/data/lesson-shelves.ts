// Shelves answer "a student's lessons" and "a topic's lessons" with ONE read by _id. FerretDB serves
// only _id equality from an index: a filter on userId would read every lesson of every student.
// A shelf maps lesson id → the lesson as shown, so adding, changing and removing one lesson are single
// $set/$unset writes on a dotted path, filtered by _id alone (a {_id, version} filter would scan too)
// and queued per shelf (write-lock.ts). Order is applied when reading.
import type { Connection } from 'mongoose';
import { bucketFor } from './buckets.js';
import type { Lesson } from '../domain/lessons.js';
import type { KeyedLock } from './write-lock.js';
import { uncached, type ReadCache } from './read-cache.js';
import { revived, ShelfSnapshot } from './shelf-snapshot.js';

interface ShelfDocument {
  _id: string;
  lessons?: Record<string, Lesson>;
}

export const ownerShelf = (userId: string) => `user:${userId}`;
export const topicShelf = (topicId: string) => `topic:${topicId}`;

export interface LessonShelves {
  put(shelfIds: string[], lesson: Lesson): Promise<void>;
  remove(shelfIds: string[], lessonId: string): Promise<void>;
  /** The shelf's lessons, newest first, and the JSON of them (shelf-snapshot.ts). */
  snapshot(shelfId: string): Promise<ShelfSnapshot>;
  readOne(shelfId: string, lessonId: string): Promise<Lesson | undefined>;
  /**
   * Runs a change of these shelves' lessons elsewhere first (the lesson document) the way put does:
   * refused before anything is written when the cache's versions cannot be replaced (read-cache.ts).
   */
  changing<T>(shelfIds: string[], run: () => Promise<T>): Promise<T>;
}

export function shelvesOf(lesson: Lesson): string[] {
  const shelves: string[] = [];
  if (lesson.userId) shelves.push(ownerShelf(lesson.userId));
  if (lesson.topicId) shelves.push(topicShelf(lesson.topicId));
  return shelves;
}

/** A shelf is read whole through the read cache (read-cache.ts), as a snapshot built once per change. */
export function createLessonShelves(connection: Connection, withLock: KeyedLock, cache: ReadCache = uncached): LessonShelves {
  // One small collection per bucket of shelves (buckets.ts): a shelf read scans only its bucket.
  const shelves = (shelfId: string) => bucketFor<ShelfDocument>(connection, 'lesson_shelves', shelfId);
  const load = (shelfId: string) => cache.read(shelfId, async () => {
    const shelf = await shelves(shelfId).findOne({ _id: shelfId });
    return new ShelfSnapshot(Object.values(shelf?.lessons ?? {}).map(revived).sort(newestFirst));
  });
  const update = (shelfIds: string[], change: (_id: string) => Promise<unknown>) =>
    cache.writing(shelfIds, () => Promise.all(shelfIds.map((_id) => withLock(`shelf:${_id}`, () => change(_id)))));
  return {
    async put(shelfIds, lesson) {
      await update(shelfIds, (_id) => shelves(_id).updateOne({ _id }, { $set: { [`lessons.${lesson.id}`]: lesson } }, { upsert: true }));
    },
    async remove(shelfIds, lessonId) {
      await update(shelfIds, (_id) => shelves(_id).updateOne({ _id }, { $unset: { [`lessons.${lessonId}`]: '' } }));
    },
    snapshot: load,
    changing: (shelfIds, run) => cache.writing(shelfIds, run),
    async readOne(shelfId, lessonId) {
      return (await load(shelfId)).lesson(lessonId);
    },
  };
}

/** Newest first; lessons without a date (the catalogue) last. */
export function newestFirst(a: Lesson, b: Lesson): number {
  return (b.uploadedAt?.getTime() ?? 0) - (a.uploadedAt?.getTime() ?? 0) || a.title.localeCompare(b.title);
}

/** A topic's lessons in their lesson order (spec: Lesson number = order + 1). */
export function byOrder(a: Lesson, b: Lesson): number {
  return (a.order ?? 0) - (b.order ?? 0) || (a.uploadedAt?.getTime() ?? 0) - (b.uploadedAt?.getTime() ?? 0);
}
