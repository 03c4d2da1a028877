// Generated quiz sets ("quizzes"), one document per generation, and per lesson the ids of the sets
// filed under it. Both live in bucket collections (buckets.ts): FerretDB reads every row of a
// collection even for an _id lookup, and every generation adds a set.
import { Types, type Connection } from 'mongoose';
import type { QuizSet, QuizSetStore } from '../domain/quiz-sets.js';
import { bucketFor } from './buckets.js';
import type { KeyedLock } from './write-lock.js';

interface QuizSetDocument extends Omit<QuizSet, 'id'> {
  _id: string;
}

interface LessonSetsDocument {
  _id: string;
  setIds: string[];
}

export function createQuizSetRepository(connection: Connection, withLock: KeyedLock): QuizSetStore {
  const sets = (id: string) => bucketFor<QuizSetDocument>(connection, 'quizzes', id);
  const links = (lessonId: string) => bucketFor<LessonSetsDocument>(connection, 'lesson_quiz_sets', lessonId);
  const remove = async (ids: string[]) => {
    await Promise.all(ids.map((_id) => sets(_id).deleteOne({ _id })));
  };
  return {
    newId: () => new Types.ObjectId().toHexString(),
    async save({ id, ...set }) {
      await sets(id).insertOne({ _id: id, ...set });
    },
    remove,
    async link(lessonId, setId) {
      await withLock(`quiz-sets:${lessonId}`, () => links(lessonId).updateOne({ _id: lessonId }, { $push: { setIds: setId } }, { upsert: true }));
    },
    async linkedTo(lessonId) {
      return (await links(lessonId).findOne({ _id: lessonId }))?.setIds ?? [];
    },
    async removeForLesson(lessonId) {
      await withLock(`quiz-sets:${lessonId}`, async () => {
        await remove((await links(lessonId).findOne({ _id: lessonId }))?.setIds ?? []);
        await links(lessonId).deleteOne({ _id: lessonId });
      });
    },
  };
}
