import type { Connection } from 'mongoose';
import { createLessonShelves, topicShelf } from './lesson-shelves.js';
import { lessonModel } from './lesson-model.js';
import { createKeyedLock } from './write-lock.js';
import { starterLessons, starterTopics } from './starter-catalogue.js';
import { topicCollection } from './topic-repository.js';

/**
 * Idempotent: inserts only what is missing (by _id), so it runs at every start and never undoes a
 * change made since. Seeded lessons publish no events: the feed shows students' lessons only.
 */
export async function seedCatalogue(connection: Connection): Promise<void> {
  const topics = topicCollection(connection);
  const lessons = lessonModel(connection).collection;
  const shelves = createLessonShelves(connection, createKeyedLock());
  for (const { id, ...topic } of starterTopics) {
    await topics.updateOne({ _id: id }, { $setOnInsert: topic }, { upsert: true });
  }
  for (const { id, ...lesson } of starterLessons) {
    await lessons.updateOne({ _id: id as never }, { $setOnInsert: { ...lesson, sourceFileKey: null, quizSetIds: [] } }, { upsert: true });
    // Always (not only on insert): a start that stopped between the two writes is completed here.
    await shelves.put([topicShelf(lesson.topicId!)], { id, ...lesson });
  }
}
