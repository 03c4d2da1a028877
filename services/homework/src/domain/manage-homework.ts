import { NotFound } from '@studyhall/platform/errors';
import { homeworkDeleted, homeworkVisibilityChanged } from './homework-events.js';
import type { Homework, HomeworkStore, OriginalFiles, StoredFile } from './homework.js';

export const HOMEWORK_NOT_FOUND = 'Homework not found';

export function listHomework(store: HomeworkStore, userId: string): Promise<Homework[]> {
  return store.list(userId);
}

export interface DeleteDeps {
  store: HomeworkStore;
  files: OriginalFiles;
  bucket: string;
  onOrphan?: (file: StoredFile, error: unknown) => void;
}

/** Only the owner deletes; anyone else learns nothing (404, as for an id that never existed). */
export async function deleteHomework(deps: DeleteDeps, userId: string, id: string): Promise<void> {
  const removed = await deps.store.remove(userId, id, (homework) => [homeworkDeleted(homework)]);
  if (!removed) throw new NotFound(HOMEWORK_NOT_FOUND);
  // The student deleted it: the uploaded original goes too. A failure leaves an orphan, logged.
  if (removed.originalKey) {
    const file = { bucket: deps.bucket, key: removed.originalKey };
    await deps.files.remove(file).catch((error: unknown) => deps.onOrphan?.(file, error));
  }
}

/** Sharing (the feed shows public homework): owner only, and an event only when it changes. */
export async function setHomeworkPrivacy(store: HomeworkStore, userId: string, id: string, isPublic: boolean): Promise<Homework> {
  const homework = await store.setVisibility(userId, id, isPublic, (changed) => [homeworkVisibilityChanged(changed)]);
  if (!homework) throw new NotFound(HOMEWORK_NOT_FOUND);
  return homework;
}
