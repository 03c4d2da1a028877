import { Types, type Collection, type Connection } from 'mongoose';
import type { QuizSet, QuizSetStore } from '../domain/quiz-sets.js';

interface QuizSetDocument extends Omit<QuizSet, 'id'> {
  _id: string;
}

/** Generated quiz sets ("quizzes"), one document per generation; lessons keep their sets' ids. */
export function createQuizSetRepository(connection: Connection): QuizSetStore {
  const collection = connection.collection<QuizSetDocument>('quizzes') as unknown as Collection<QuizSetDocument>;
  return {
    newId: () => new Types.ObjectId().toHexString(),
    async save({ id, ...set }) {
      await collection.insertOne({ _id: id, ...set });
    },
    async remove(ids) {
      // One _id equality per set: FerretDB would scan the collection for an $in.
      await Promise.all(ids.map((_id) => collection.deleteOne({ _id })));
    },
  };
}
