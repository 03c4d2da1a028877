import type { Connection } from 'mongoose';
import { createLessonShelves, topicShelf } from './lesson-shelves.js';
import { starterLessons, starterTopics } from './starter-catalogue.js';
import { topicCollection, topicsCacheKey } from './topic-repository.js';
import { uncached, type ReadCache } from './read-cache.js';
import { createKeyedLock } from './write-lock.js';

/**
 * Idempotent: inserts only what is missing, so it runs at every start and never undoes a change made
 * since. Seeded lessons live on their topic's shelf only (data/lesson-ids.ts finds them there): nobody
 * changes them, and the lessons collection (every student's lessons) is not read at start-up.
 * They publish no events: the feed shows students' lessons only.
 */
export async function seedCatalogue(connection: Connection, cache: ReadCache = uncached): Promise<void> {
  const topics = topicCollection(connection);
  const shelves = createLessonShelves(connection, createKeyedLock(), cache);
  await cache.writing([topicsCacheKey], async () => {
    for (const { id, ...topic } of starterTopics) {
      await topics.updateOne({ _id: id }, { $setOnInsert: topic }, { upsert: true });
    }
  });
  for (const lesson of starterLessons) {
    const shelf = topicShelf(lesson.topicId!);
    if (!(await shelves.readOne(shelf, lesson.id))) await shelves.put([shelf], lesson);
  }
}
