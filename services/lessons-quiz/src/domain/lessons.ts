// The lesson as the API shows it (spec §3) and the ports the use cases need from storage.
import type { DifficultyWord, Theme } from '@studyhall/ai-contracts';
import type { DomainEvent } from '@studyhall/contracts';

export interface Lesson {
  id: string;
  /** Set for the shared catalogue (content management); null for uploaded lessons. */
  topicId: string | null;
  /** The creator; null for the seeded starter catalogue, which nobody may change. */
  userId: string | null;
  title: string;
  content: string;
  difficultyLevel: DifficultyWord | null;
  estimatedTime: number | null;
  order: number | null;
  diagramUrl: string | null;
  sourceFileName: string | null;
  wordProblemTheme: Theme | null;
  subject: string | null;
  uploadedAt: Date | null;
  isPublic: boolean;
}

/** What only the service sees: the original upload and the quiz sets generated from the lesson. */
export interface StoredLesson extends Lesson {
  sourceFileKey: string | null;
  quizSetIds: string[];
}

/** A JSON array of lessons, serialised once and kept (data/shelf-snapshot.ts). */
export type JsonArray = Buffer & { readonly json: unique symbol };

export type LessonChange = Partial<Pick<Lesson, 'title' | 'subject' | 'isPublic'>>;
export type EventsFor = (lesson: Lesson) => DomainEvent[];

export interface LessonStore {
  /** A new lesson id; it names the owner, so the lesson is found on the owner's shelf. */
  newId(ownerId: string): string;
  /** The lesson with what only the service sees (writes): a read of the lessons collection. */
  findById(id: string): Promise<StoredLesson | undefined>;
  /** The lesson as shown (reads): one read of its owner's (or topic's) shelf. */
  findShown(id: string): Promise<Lesson | undefined>;
  /** Stores the lesson with its events and files it on its owner's and topic's shelves. */
  create(lesson: StoredLesson, eventsFor: EventsFor): Promise<void>;
  update(lesson: StoredLesson, change: LessonChange, eventsFor: EventsFor): Promise<Lesson>;
  /** Takes the lesson off its shelves and deletes it together with its events. */
  remove(lesson: StoredLesson, eventsFor: EventsFor): Promise<void>;
  /** The owner's lessons, newest first: one read by _id (see data/lesson-shelves.ts). */
  listByOwner(userId: string): Promise<Lesson[]>;
  /** The same list (or only uploaded lessons) as the JSON array the API answers with, ready to send. */
  listByOwnerJson(userId: string, only: 'all' | 'uploaded'): Promise<JsonArray>;
  listByTopic(topicId: string): Promise<Lesson[]>;
}

export function publicLesson(lesson: StoredLesson | Lesson): Lesson {
  const { sourceFileKey: _key, quizSetIds: _sets, ...shown } = lesson as StoredLesson;
  return shown;
}
