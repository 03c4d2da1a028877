import type { Connection } from 'mongoose';
import { bucketFor } from './buckets.js';
import { withCompletedQuiz, type ProgressStore, type UserProgress } from '../domain/progress.js';
import type { KeyedLock } from './write-lock.js';
import { uncached, type ReadCache } from './read-cache.js';

interface ProgressDocument {
  _id: string;
  lessons?: Record<string, UserProgress>;
}

/**
 * user_progress: one document per student (`_id` = user id) mapping lesson id → progress, so a
 * lesson's progress and progress-by-topic are one _id read each, in the student's bucket (buckets.ts).
 */
export function createProgressRepository(connection: Connection, withLock: KeyedLock, cache: ReadCache = uncached): ProgressStore {
  const collection = (userId: string) => bucketFor<ProgressDocument>(connection, 'user_progress', userId);
  const key = (userId: string) => `progress:${userId}`;
  // Cached (read-cache.ts), except inside recordQuiz's lock: a write starts from Mongo's copy.
  const fromMongo = async (userId: string) => (await collection(userId).findOne({ _id: userId }))?.lessons ?? {};
  const read = (userId: string) => cache.read(key(userId), () => fromMongo(userId));
  return {
    async find(userId, lessonId) {
      return (await read(userId))[lessonId];
    },
    async listForUser(userId) {
      return Object.values(await read(userId));
    },
    async recordQuiz(userId, lesson, points, at) {
      return withLock(`progress:${userId}`, () => cache.writing([key(userId)], async () => {
        const progress = withCompletedQuiz((await fromMongo(userId))[lesson.id], userId, lesson, points, at);
        await collection(userId).updateOne({ _id: userId }, { $set: { [`lessons.${lesson.id}`]: progress } }, { upsert: true });
        return progress;
      }));
    },
  };
}
