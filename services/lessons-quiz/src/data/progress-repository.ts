import type { Collection, Connection } from 'mongoose';
import type { ProgressStore, UserProgress } from '../domain/progress.js';

interface ProgressDocument extends Omit<UserProgress, 'id'> {
  _id: string;
}

export const progressId = (userId: string, lessonId: string) => `${userId}:${lessonId}`;

/** user_progress addressed by `${userId}:${lessonId}`: a lesson's progress is one _id lookup. */
export function createProgressRepository(connection: Connection): ProgressStore {
  const collection = connection.collection<ProgressDocument>('user_progress') as unknown as Collection<ProgressDocument>;
  return {
    async find(userId, lessonId) {
      const document = await collection.findOne({ _id: progressId(userId, lessonId) });
      if (!document) return undefined;
      const { _id, ...fields } = document;
      return { id: _id, ...fields };
    },
  };
}
