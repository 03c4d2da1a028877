import type { DomainEvent } from '@studyhall/contracts';
import { lockDocument, type Logger } from '@studyhall/platform';
import { createEvent, pushPendingEvents, tombstone, withPendingEvents } from '@studyhall/platform/events';
import { publicLesson, type Lesson, type LessonStore } from '../domain/lessons.js';
import { byOrder, ownerShelf, shelvesOf, topicShelf, type LessonShelves } from './lesson-shelves.js';
import { toStoredLesson, type LessonDocument, type LessonModel } from './lesson-model.js';
import { lessonIdFor, shelfOfLesson } from './lesson-ids.js';
import type { KeyedLock } from './write-lock.js';

const eventSource = '/services/lessons-quiz';

export interface LessonRepositoryOptions {
  logger: Logger;
  withLock: KeyedLock;
  /** Called with the written document's _id, so the outbox relay sends its events right away. */
  onEventsQueued?: (id: string) => void;
}

export function createLessonRepository(lessons: LessonModel, shelves: LessonShelves, options: LessonRepositoryOptions): LessonStore {
  const queued = options.onEventsQueued ?? (() => undefined);
  const envelopes = (lessonId: string, events: DomainEvent[]) => events.map((event) => createEvent(event, { source: eventSource, subject: lessonId }));
  // The relay's "mark sent" ($pullAll) updates the lesson document too, under the kit's lock of the
  // same document: taking that lock serialises the two (FerretDB loses one of two concurrent updates).
  const writing = <T>(id: string, write: () => Promise<T>) => lockDocument(lessons.collection.collectionName, id, write);

  return {
    newId: lessonIdFor,
    async findById(id) {
      const document = await lessons.findById(id).lean<LessonDocument>();
      return document ? toStoredLesson(document) : undefined;
    },
    async findShown(id) {
      const shelf = shelfOfLesson(id);
      if (shelf) return shelves.readOne(shelf, id);
      const document = await lessons.findById(id).lean<LessonDocument>();
      return document ? publicLesson(toStoredLesson(document)) : undefined;
    },
    async create(lesson, eventsFor) {
      const { id, ...fields } = lesson;
      await lessons.create(withPendingEvents({ _id: id, ...fields }, envelopes(id, eventsFor(publicLesson(lesson)))));
      try {
        await shelves.put(shelvesOf(lesson), publicLesson(lesson));
      } catch (error) {
        // Nothing half-written: a lesson its owner cannot list is taken back (its event unsent).
        await lessons.deleteOne({ _id: id });
        throw error;
      }
      queued(id);
    },
    async update(lesson, change, eventsFor) {
      const updated = publicLesson({ ...lesson, ...change });
      await shelves.changing(shelvesOf(updated), async () => {
        await writing(lesson.id, () => lessons.updateOne({ _id: lesson.id }, pushPendingEvents({ $set: change }, envelopes(lesson.id, eventsFor(updated)))));
        await putWithRetry(shelves, updated, options.logger);
      });
      queued(lesson.id);
      return updated;
    },
    async remove(lesson, eventsFor) {
      await shelves.remove(shelvesOf(lesson), lesson.id);
      try {
        await writing(lesson.id, () => lessons.updateOne({ _id: lesson.id }, tombstone(envelopes(lesson.id, eventsFor(publicLesson(lesson))))));
      } catch (error) {
        // The lesson stays: it goes back on its shelves rather than exist unlisted.
        await shelves.put(shelvesOf(lesson), publicLesson(lesson)).catch(() => undefined);
        throw error;
      }
      queued(lesson.id);
    },
    async listByOwner(userId) {
      return (await shelves.snapshot(ownerShelf(userId))).lessons();
    },
    async listByOwnerJson(userId, only) {
      return (await shelves.snapshot(ownerShelf(userId))).json(only);
    },
    async listByTopic(topicId) {
      return (await shelves.snapshot(topicShelf(topicId))).lessons().sort(byOrder);
    },
  };
}

// REVIEW: the lesson document is the truth and already changed; a shelf that failed twice stays
// stale until the lesson's next change. Logged loudly so it is seen.
async function putWithRetry(shelves: LessonShelves, lesson: Lesson, logger: Logger) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await shelves.put(shelvesOf(lesson), lesson);
    } catch (error) {
      if (attempt >= 2) {
        logger.error({ err: error, lessonId: lesson.id }, 'lesson shelf left stale after an update');
        return;
      }
    }
  }
}
