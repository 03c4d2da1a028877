import { outboxPlugin } from '@studyhall/platform/events';
import { Schema, type Connection, type Model } from 'mongoose';
import type { StoredLesson } from '../domain/lessons.js';

/** One lesson per document, addressed by `_id` (the lesson id, a string). */
export interface LessonDocument extends Omit<StoredLesson, 'id'> {
  _id: string;
}

const optionalText = { type: String, default: null };
const optionalNumber = { type: Number, default: null };

const lessonSchema = new Schema<LessonDocument>(
  {
    _id: { type: String, required: true },
    topicId: optionalText,
    userId: optionalText,
    title: { type: String, required: true },
    content: { type: String, required: true },
    difficultyLevel: optionalText,
    estimatedTime: optionalNumber,
    order: optionalNumber,
    diagramUrl: optionalText,
    sourceFileName: optionalText,
    wordProblemTheme: optionalText,
    subject: optionalText,
    uploadedAt: { type: Date, default: null },
    isPublic: { type: Boolean, default: false },
    sourceFileKey: optionalText,
    quizSetIds: { type: [String], default: [] },
  },
  { collection: 'lessons', versionKey: false },
);
lessonSchema.plugin(outboxPlugin);

export type LessonModel = Model<LessonDocument>;

export function lessonModel(connection: Connection): LessonModel {
  return (connection.models.Lesson as LessonModel | undefined) ?? connection.model<LessonDocument>('Lesson', lessonSchema);
}

export function toStoredLesson(document: LessonDocument): StoredLesson {
  const { _id, outbox: _outbox, deletedAt: _deleted, ...rest } = document as LessonDocument & { outbox?: unknown; deletedAt?: unknown };
  return {
    ...rest,
    id: _id,
    topicId: rest.topicId ?? null,
    userId: rest.userId ?? null,
    difficultyLevel: rest.difficultyLevel ?? null,
    estimatedTime: rest.estimatedTime ?? null,
    order: rest.order ?? null,
    diagramUrl: rest.diagramUrl ?? null,
    sourceFileName: rest.sourceFileName ?? null,
    wordProblemTheme: rest.wordProblemTheme ?? null,
    subject: rest.subject ?? null,
    uploadedAt: rest.uploadedAt ?? null,
    isPublic: rest.isPublic ?? false,
    sourceFileKey: rest.sourceFileKey ?? null,
    quizSetIds: rest.quizSetIds ?? [],
  };
}
