// LessonCreated, LessonUpdated, LessonVisibilityChanged (each carries the whole snapshot) and LessonDeleted.
import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import type { LessonDeleted, LessonSnapshot } from '@studyhall/contracts';
import type { EventContext, EventHandler } from '@studyhall/platform/events';
import { applyItemChange } from '../domain/item-changes.js';
import { isSafeId, type HandlerDeps } from './handler-deps.js';

type WithLesson = { lesson?: LessonSnapshot; occurredAt?: Timestamp };

export function versionOf(occurredAt: Timestamp | undefined, context: EventContext): number {
  return (occurredAt ? timestampDate(occurredAt) : (context.time ?? new Date())).getTime();
}

export function onLessonChanged(deps: HandlerDeps): EventHandler<WithLesson & { $typeName: string }> {
  return async function onLessonChanged(event, context) {
    const lesson = event.lesson;
    if (!lesson || !isSafeId(lesson.lessonId) || !isSafeId(lesson.authorId)) {
      context.logger.warn({ lessonId: lesson?.lessonId }, 'lesson event without usable ids skipped');
      return;
    }
    await applyItemChange(deps, {
      id: `lesson:${lesson.lessonId}`,
      sourceId: lesson.lessonId,
      type: 'lesson',
      authorId: lesson.authorId,
      title: lesson.title,
      content: lesson.contentPreview,
      createdAt: lesson.uploadedAt ? timestampDate(lesson.uploadedAt) : new Date(versionOf(event.occurredAt, context)),
      wordProblemTheme: lesson.wordProblemTheme || null,
      sourceFileName: lesson.sourceFileName || null,
      gradeLevel: null,
      isPublic: lesson.isPublic,
      deleted: false,
      version: versionOf(event.occurredAt, context),
    });
  };
}

export function onLessonDeleted(deps: HandlerDeps): EventHandler<LessonDeleted> {
  return async function onLessonDeleted(event, context) {
    if (!isSafeId(event.lessonId) || !isSafeId(event.authorId)) return;
    const id = `lesson:${event.lessonId}`;
    await applyItemChange(deps, { id, sourceId: event.lessonId, type: 'lesson', authorId: event.authorId, deleted: true, version: versionOf(event.occurredAt, context) });
  };
}
