// Lesson and homework events as lessons-quiz and homework publish them, for tests and benchmarks.
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  HomeworkSnapshotSchema, HomeworkVisibilityChangedSchema, LessonDeletedSchema, LessonSnapshotSchema, LessonVisibilityChangedSchema,
} from '@studyhall/contracts';
import { Types } from 'mongoose';

export interface LessonFields {
  lessonId?: string;
  title?: string;
  content?: string;
  isPublic?: boolean;
  uploadedAt?: Date;
  wordProblemTheme?: string;
  sourceFileName?: string;
  occurredAt?: Date;
}

export function lessonVisibilityChanged(authorId: string, fields: LessonFields = {}) {
  const lessonId = fields.lessonId ?? new Types.ObjectId().toHexString();
  const lesson = create(LessonSnapshotSchema, {
    lessonId,
    authorId,
    title: fields.title ?? `Lesson ${lessonId.slice(-6)}`,
    contentPreview: fields.content ?? 'Fractions are parts of a whole.',
    wordProblemTheme: fields.wordProblemTheme ?? 'X-Games',
    sourceFileName: fields.sourceFileName ?? 'fractions.pdf',
    isPublic: fields.isPublic ?? true,
    uploadedAt: timestampFromDate(fields.uploadedAt ?? new Date()),
  });
  return create(LessonVisibilityChangedSchema, { lesson, occurredAt: timestampFromDate(fields.occurredAt ?? new Date()) });
}

export function lessonDeleted(authorId: string, lessonId: string) {
  return create(LessonDeletedSchema, { lessonId, authorId, occurredAt: timestampFromDate(new Date()) });
}

export function homeworkShared(authorId: string, fields: { title?: string; gradeLevel?: string; uploadedAt?: Date } = {}) {
  const homeworkId = new Types.ObjectId().toHexString();
  const homework = create(HomeworkSnapshotSchema, {
    homeworkId,
    authorId,
    title: fields.title ?? 'Long division',
    contentPreview: 'Step 1: divide 84 by 4.',
    gradeLevel: fields.gradeLevel ?? '7th',
    sourceFileName: 'division.png',
    isPublic: true,
    uploadedAt: timestampFromDate(fields.uploadedAt ?? new Date()),
  });
  return create(HomeworkVisibilityChangedSchema, { homework, occurredAt: timestampFromDate(new Date()) });
}
