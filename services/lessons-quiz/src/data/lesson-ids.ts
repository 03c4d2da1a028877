// FerretDB on SQLite answers even an _id lookup by reading the collection's rows (its query plan is a
// SCAN: 50,000 lessons take seconds on a busy machine), while a student's shelf sits among a few
// thousand shelves. So a lesson id names its owner: `{ownerId}-{objectId}`, and reading a lesson is
// reading one entry of its owner's shelf. Seeded catalogue lessons are found on their topic's shelf.
import { Types } from 'mongoose';
import { starterLessons } from './starter-catalogue.js';
import { ownerShelf, topicShelf } from './lesson-shelves.js';

const ownerPattern = /^[0-9a-f]{24}$/;
const ownedIdPattern = /^([0-9a-f]{24})-[0-9a-f]{24}$/;

export function lessonIdFor(ownerId: string): string {
  const unique = new Types.ObjectId().toHexString();
  return ownerPattern.test(ownerId) ? `${ownerId}-${unique}` : unique;
}

/** The shelf that holds the lesson, when its id tells (else the lessons collection is read). */
export function shelfOfLesson(lessonId: string): string | undefined {
  const owner = ownedIdPattern.exec(lessonId)?.[1];
  if (owner) return ownerShelf(owner);
  const seeded = starterLessons.find((lesson) => lesson.id === lessonId);
  return seeded?.topicId ? topicShelf(seeded.topicId) : undefined;
}
