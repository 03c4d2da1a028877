import type { Connection } from 'mongoose';
import { bucketFor } from './buckets.js';
import { withCompletedQuiz, type ProgressStore, type UserProgress } from '../domain/progress.js';
import type { KeyedLock } from './write-lock.js';

interface ProgressDocument {
  _id: string;
  lessons?: Record<string, UserProgress>;
}

/**
 * user_progress: one document per student (`_id` = user id) mapping lesson id → progress, so a
 * lesson's progress and progress-by-topic are one _id read each, in the student's bucket (buckets.ts).
 */
export function createProgressRepository(connection: Connection, withLock: KeyedLock): ProgressStore {
  const collection = (userId: string) => bucketFor<ProgressDocument>(connection, 'user_progress', userId);
  const read = async (userId: string) => (await collection(userId).findOne({ _id: userId }))?.lessons ?? {};
  return {
    async find(userId, lessonId) {
      return (await read(userId))[lessonId];
    },
    async listForUser(userId) {
      return Object.values(await read(userId));
    },
    async recordQuiz(userId, lesson, points, at) {
      return withLock(`progress:${userId}`, async () => {
        const progress = withCompletedQuiz((await read(userId))[lesson.id], userId, lesson, points, at);
        await collection(userId).updateOne({ _id: userId }, { $set: { [`lessons.${lesson.id}`]: progress } }, { upsert: true });
        return progress;
      });
    },
  };
}
