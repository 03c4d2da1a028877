// A lesson's questions in ONE document addressed by the lesson id: the progressive quiz and the
// content screens read them with one _id lookup, and $push appends atomically.
import { Types, type Connection } from 'mongoose';
import { bucketFor } from './buckets.js';
import type { Question, QuestionStore } from '../domain/questions.js';
import type { KeyedLock } from './write-lock.js';

interface LessonQuestionsDocument {
  _id: string;
  questions: Question[];
}

export function createQuestionRepository(connection: Connection, withLock: KeyedLock): QuestionStore {
  // In the lesson's bucket collection (buckets.ts): FerretDB reads every row even for an _id lookup.
  const collection = (lessonId: string) => bucketFor<LessonQuestionsDocument>(connection, 'questions', lessonId);
  return {
    newId: () => new Types.ObjectId().toHexString(),
    async listForLesson(lessonId) {
      return (await collection(lessonId).findOne({ _id: lessonId }))?.questions ?? [];
    },
    async add(lessonId, questions) {
      if (questions.length === 0) return;
      await withLock(`questions:${lessonId}`, () => collection(lessonId).updateOne({ _id: lessonId }, { $push: { questions: { $each: questions } } }, { upsert: true }));
    },
    async removeForLesson(lessonId) {
      await withLock(`questions:${lessonId}`, () => collection(lessonId).deleteOne({ _id: lessonId }));
    },
  };
}
