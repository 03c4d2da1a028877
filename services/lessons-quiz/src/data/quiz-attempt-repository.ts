import type { Connection } from 'mongoose';
import { bucketFor } from './buckets.js';
import type { QuizAttempt, QuizAttemptStore } from '../domain/quiz-sessions.js';
import type { KeyedLock } from './write-lock.js';

interface AttemptsDocument {
  _id: string;
  attempts: QuizAttempt[];
}

/** quiz_attempts: one document per student (`_id` = user id) in the student's bucket (buckets.ts): one read. */
export function createQuizAttemptRepository(connection: Connection, withLock: KeyedLock): QuizAttemptStore {
  const collection = (userId: string) => bucketFor<AttemptsDocument>(connection, 'quiz_attempts', userId);
  return {
    async add(attempt) {
      await withLock(`attempts:${attempt.userId}`, () => collection(attempt.userId).updateOne({ _id: attempt.userId }, { $push: { attempts: attempt } }, { upsert: true }));
    },
    async listForUser(userId) {
      const attempts = (await collection(userId).findOne({ _id: userId }))?.attempts ?? [];
      return attempts.reverse();
    },
  };
}
