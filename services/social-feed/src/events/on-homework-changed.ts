// HomeworkSolved, HomeworkVisibilityChanged (each carries the whole snapshot) and HomeworkDeleted.
import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import type { HomeworkDeleted, HomeworkSnapshot } from '@studyhall/contracts';
import type { EventHandler } from '@studyhall/platform/events';
import { applyItemChange } from '../domain/item-changes.js';
import { isSafeId, type HandlerDeps } from './handler-deps.js';
import { versionOf } from './on-lesson-changed.js';

type WithHomework = { homework?: HomeworkSnapshot; occurredAt?: Timestamp };

export function onHomeworkChanged(deps: HandlerDeps): EventHandler<WithHomework & { $typeName: string }> {
  return async function onHomeworkChanged(event, context) {
    const homework = event.homework;
    if (!homework || !isSafeId(homework.homeworkId) || !isSafeId(homework.authorId)) {
      context.logger.warn({ homeworkId: homework?.homeworkId }, 'homework event without usable ids skipped');
      return;
    }
    const version = versionOf(event.occurredAt, context);
    await applyItemChange(deps, {
      id: `homework:${homework.homeworkId}`,
      sourceId: homework.homeworkId,
      type: 'homework',
      authorId: homework.authorId,
      title: homework.title,
      content: homework.contentPreview,
      createdAt: homework.uploadedAt ? timestampDate(homework.uploadedAt) : new Date(version),
      wordProblemTheme: null,
      sourceFileName: homework.sourceFileName || null,
      gradeLevel: homework.gradeLevel || null,
      isPublic: homework.isPublic,
      deleted: false,
      version,
    });
  };
}

export function onHomeworkDeleted(deps: HandlerDeps): EventHandler<HomeworkDeleted> {
  return async function onHomeworkDeleted(event, context) {
    if (!isSafeId(event.homeworkId) || !isSafeId(event.authorId)) return;
    const id = `homework:${event.homeworkId}`;
    await applyItemChange(deps, { id, sourceId: event.homeworkId, type: 'homework', authorId: event.authorId, deleted: true, version: versionOf(event.occurredAt, context) });
  };
}
