import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  LessonCreatedSchema, LessonDeletedSchema, LessonSnapshotSchema, LessonUpdatedSchema, LessonVisibilityChangedSchema,
  type DomainEvent,
} from '@studyhall/contracts';
import type { Lesson } from './lessons.js';

/** The feed shows 200 characters (spec §9); topic lessons hold HTML, the feed shows text. */
export const contentPreviewLength = 200;

export function contentPreview(content: string): string {
  const text = content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.slice(0, contentPreviewLength);
}

function snapshot(lesson: Lesson) {
  return create(LessonSnapshotSchema, {
    lessonId: lesson.id,
    authorId: lesson.userId ?? '',
    title: lesson.title,
    contentPreview: contentPreview(lesson.content),
    wordProblemTheme: lesson.wordProblemTheme ?? '',
    sourceFileName: lesson.sourceFileName ?? '',
    subject: lesson.subject ?? '',
    topicId: lesson.topicId ?? '',
    isPublic: lesson.isPublic,
    uploadedAt: lesson.uploadedAt ? timestampFromDate(lesson.uploadedAt) : undefined,
  });
}

export function lessonCreated(lesson: Lesson, now = new Date()): DomainEvent {
  return create(LessonCreatedSchema, { lesson: snapshot(lesson), occurredAt: timestampFromDate(now) });
}

export function lessonUpdated(lesson: Lesson, now = new Date()): DomainEvent {
  return create(LessonUpdatedSchema, { lesson: snapshot(lesson), occurredAt: timestampFromDate(now) });
}

export function lessonVisibilityChanged(lesson: Lesson, now = new Date()): DomainEvent {
  return create(LessonVisibilityChangedSchema, { lesson: snapshot(lesson), occurredAt: timestampFromDate(now) });
}

export function lessonDeleted(lesson: Lesson, now = new Date()): DomainEvent {
  return create(LessonDeletedSchema, { lessonId: lesson.id, authorId: lesson.userId ?? '', occurredAt: timestampFromDate(now) });
}
