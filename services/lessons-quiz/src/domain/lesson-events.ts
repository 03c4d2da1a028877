import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  LessonCreatedSchema, LessonDeletedSchema, LessonSnapshotSchema, LessonUpdatedSchema, LessonVisibilityChangedSchema,
  type DomainEvent,
} from '@studyhall/contracts';
import type { Lesson } from './lessons.js';

/** The feed shows 200 characters (spec §9); topic lessons hold HTML, the feed shows text. */
export const contentPreviewLength = 200;

/**
 * The feed shows the title beside the preview: an uploaded summary's own title line and its
 * "Key ideas:" header are left out, so the preview starts with what the lesson says.
 */
export function contentPreview(content: string, title = ''): string {
  const lines = content.split('\n');
  let start = 0;
  while (start < lines.length && isOpening(lines[start]?.trim() ?? '', title)) start += 1;
  const body = lines.slice(start).map((line) => line.replace(/^\s*[-•]\s+/, '')).join('\n') || content;
  const text = body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.slice(0, contentPreviewLength);
}

const isOpening = (line: string, title: string): boolean => !line || line === title.trim() || /^key ideas:?$/i.test(line);

function snapshot(lesson: Lesson) {
  return create(LessonSnapshotSchema, {
    lessonId: lesson.id,
    authorId: lesson.userId ?? '',
    title: lesson.title,
    contentPreview: contentPreview(lesson.content, lesson.title),
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
