import type { Collection, Connection } from 'mongoose';
import type { QuizAttempt, QuizAttemptStore } from '../domain/quiz-sessions.js';
import type { KeyedLock } from './write-lock.js';

interface AttemptsDocument {
  _id: string;
  attempts: QuizAttempt[];
}

/** quiz_attempts: one document per student (`_id` = user id), so their history is one _id read. */
export function createQuizAttemptRepository(connection: Connection, withLock: KeyedLock): QuizAttemptStore {
  const collection = connection.collection<AttemptsDocument>('quiz_attempts') as unknown as Collection<AttemptsDocument>;
  return {
    async add(attempt) {
      await withLock(`attempts:${attempt.userId}`, () => collection.updateOne({ _id: attempt.userId }, { $push: { attempts: attempt } }, { upsert: true }));
    },
    async listForUser(userId) {
      const attempts = (await collection.findOne({ _id: userId }))?.attempts ?? [];
      return attempts.reverse();
    },
  };
}
