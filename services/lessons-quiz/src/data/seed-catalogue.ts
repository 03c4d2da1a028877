import type { Connection } from 'mongoose';
import { createLessonShelves, topicShelf } from './lesson-shelves.js';
import { starterLessons, starterTopics } from './starter-catalogue.js';
import { topicCollection } from './topic-repository.js';
import { createKeyedLock } from './write-lock.js';

/**
 * Idempotent: inserts only what is missing, so it runs at every start and never undoes a change made
 * since. Seeded lessons live on their topic's shelf only (data/lesson-ids.ts finds them there): nobody
 * changes them, and the lessons collection (every student's lessons) is not read at start-up.
 * They publish no events: the feed shows students' lessons only.
 */
export async function seedCatalogue(connection: Connection): Promise<void> {
  const topics = topicCollection(connection);
  const shelves = createLessonShelves(connection, createKeyedLock());
  for (const { id, ...topic } of starterTopics) {
    await topics.updateOne({ _id: id }, { $setOnInsert: topic }, { upsert: true });
  }
  for (const lesson of starterLessons) {
    const shelf = topicShelf(lesson.topicId!);
    if (!(await shelves.readOne(shelf, lesson.id))) await shelves.put([shelf], lesson);
  }
}
