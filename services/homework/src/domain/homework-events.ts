import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  HomeworkDeletedSchema, HomeworkSnapshotSchema, HomeworkSolvedSchema, HomeworkVisibilityChangedSchema, type DomainEvent,
} from '@studyhall/contracts';
import type { Homework } from './homework.js';
import { plainPreview } from './plain-preview.js';

/** The feed shows 200 characters (spec §9); the snapshot carries exactly that much, as plain text. */
export const FEED_PREVIEW_CHARS = 200;

function snapshot(homework: Homework) {
  return create(HomeworkSnapshotSchema, {
    homeworkId: homework.id,
    authorId: homework.userId,
    title: homework.title,
    contentPreview: plainPreview(homework.solvedContent, FEED_PREVIEW_CHARS),
    gradeLevel: homework.gradeLevel,
    sourceFileName: homework.sourceFileName,
    isPublic: homework.isPublic,
    uploadedAt: timestampFromDate(homework.uploadedAt),
  });
}

export function homeworkSolved(homework: Homework, at = new Date()): DomainEvent {
  return create(HomeworkSolvedSchema, { homework: snapshot(homework), occurredAt: timestampFromDate(at) });
}

export function homeworkVisibilityChanged(homework: Homework, at = new Date()): DomainEvent {
  return create(HomeworkVisibilityChangedSchema, { homework: snapshot(homework), occurredAt: timestampFromDate(at) });
}

export function homeworkDeleted(homework: Homework, at = new Date()): DomainEvent {
  return create(HomeworkDeletedSchema, { homeworkId: homework.id, authorId: homework.userId, occurredAt: timestampFromDate(at) });
}
