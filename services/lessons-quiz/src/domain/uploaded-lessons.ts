// The custom-quiz flow (spec §2, §4): an uploaded PDF or photo → its text → an AI lesson summary
// (preview, not saved) → "Save to Account" makes it the student's lesson, linked to the original.
import type { Theme } from '@studyhall/ai-contracts';
import { Invalid, Unprocessable } from '@studyhall/platform/errors';
import { lessonCreated } from './lesson-events.js';
import type { LessonAi } from './lesson-ai.js';
import type { LessonStore, StoredLesson } from './lessons.js';
import type { OriginalFile, UploadStore } from './uploads.js';

export const noTextMessage = 'We could not find any readable text in this file. Please upload a clearer PDF or photo.';
export const unknownUploadMessage = 'This upload could not be found. Please upload the file again.';

export interface LessonPreview {
  lesson: string;
  fileName: string;
  /** Extra to the spec's fields: the suggested title and the stored original, sent back on save. */
  title: string;
  uploadKey: string;
}

/**
 * The original is stored first (the AI reads it from S3) and removed again if no lesson comes of it;
 * a preview nobody saves expires with its prefix.
 */
export async function previewLesson(deps: { uploads: UploadStore; ai: LessonAi }, userId: string, file: OriginalFile, theme: Theme): Promise<LessonPreview> {
  const key = await deps.uploads.storePreview(userId, file);
  try {
    const extracted = await deps.ai.extractDocument(userId, { bucket: deps.uploads.bucket, key });
    if (!/[\p{L}\p{N}]/u.test(extracted.text)) throw new Unprocessable(noTextMessage);
    const summary = await deps.ai.lessonSummary(userId, { text: extracted.text.slice(0, 200_000), theme, fileName: file.fileName });
    return { lesson: summary.lessonText, fileName: file.fileName, title: summary.title, uploadKey: key };
  } catch (error) {
    await deps.uploads.remove(key);
    throw error;
  }
}

export interface SaveLessonForm {
  lesson: string;
  fileName: string;
  wordProblemTheme: Theme;
  uploadKey?: string | undefined;
  title?: string | undefined;
}

/** The lesson gets its own copy of the preview's original; if the lesson is not stored, nor is the copy. */
export async function saveUploadedLesson(deps: { lessons: LessonStore; uploads: UploadStore }, userId: string, form: SaveLessonForm): Promise<{ lessonId: string }> {
  const sourceFileKey = form.uploadKey ? await deps.uploads.copyForLesson(userId, form.uploadKey) : null;
  if (sourceFileKey === undefined) throw new Invalid(unknownUploadMessage, { field: 'uploadKey' });
  const lesson: StoredLesson = {
    id: deps.lessons.newId(userId),
    topicId: null,
    userId,
    title: form.title ?? titleOf(form.lesson, form.fileName),
    content: form.lesson,
    difficultyLevel: null,
    estimatedTime: null,
    order: null,
    diagramUrl: null,
    sourceFileName: form.fileName,
    wordProblemTheme: form.wordProblemTheme,
    subject: null,
    uploadedAt: new Date(),
    isPublic: false,
    sourceFileKey,
    quizSetIds: [],
  };
  try {
    await deps.lessons.create(lesson, (created) => [lessonCreated(created)]);
  } catch (error) {
    if (sourceFileKey) await deps.uploads.remove(sourceFileKey);
    throw error;
  }
  return { lessonId: lesson.id };
}

/** The summary's first line is its title; else the file name without its extension. */
export function titleOf(lessonText: string, fileName: string): string {
  const firstLine = lessonText.split('\n').map((line) => line.replace(/^#+\s*/, '').trim()).find(Boolean) ?? '';
  if (firstLine.length >= 3 && firstLine.length <= 120) return firstLine;
  return fileName.replace(/\.[a-z0-9]+$/i, '').trim().slice(0, 200) || 'Untitled lesson';
}
