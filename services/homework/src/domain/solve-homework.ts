import { Invalid } from '@studyhall/platform/errors';
import type { GradeLevel, SolvedProblem } from '@studyhall/ai-contracts';
import { homeworkSolved } from './homework-events.js';
import type { Homework, HomeworkAi, HomeworkStore, OriginalFiles, StoredFile, UploadedFile } from './homework.js';

export const MAX_TITLE_CHARS = 200;

export interface SolveDeps {
  files: OriginalFiles;
  ai: HomeworkAi;
  store: HomeworkStore;
  newId: () => string;
  now?: () => Date;
  /** Told when an original could not be removed after a failure (it is then an orphan to clean). */
  onOrphan?: (file: StoredFile, error: unknown) => void;
}

export interface SolveRequest {
  userId: string;
  file: UploadedFile;
  gradeLevel: GradeLevel;
  title?: string | undefined;
}

export interface SolvedHomework extends Homework {
  originalContent: string;
  problems: SolvedProblem[];
}

/**
 * Stores the original, reads its text, has it solved in the grade's style and saves the homework.
 * Nothing is kept when any step fails: the stored original is removed again.
 */
export async function solveHomework(deps: SolveDeps, request: SolveRequest): Promise<SolvedHomework> {
  const title = homeworkTitle(request.title, request.file.fileName);
  const stored = await deps.files.store(request.userId, request.file);
  try {
    const { text } = await deps.ai.extractText(request.userId, stored);
    const solution = await deps.ai.solve(request.userId, { text, gradeLevel: request.gradeLevel });
    const homework: Homework = {
      id: deps.newId(),
      userId: request.userId,
      title,
      gradeLevel: request.gradeLevel,
      sourceFileName: request.file.fileName,
      solvedContent: solution.solvedContent,
      uploadedAt: (deps.now ?? (() => new Date()))(),
      isPublic: false,
    };
    const original = { originalContent: text, originalKey: stored.key, problems: solution.problems };
    await deps.store.add(homework, original, [homeworkSolved(homework)]);
    return { ...homework, originalContent: text, problems: solution.problems };
  } catch (error) {
    await deps.files.remove(stored).catch((removeError: unknown) => deps.onOrphan?.(stored, removeError));
    throw error;
  }
}

/** The title the student typed, else the file name without its extension (spec §5). */
export function homeworkTitle(title: string | undefined, fileName: string): string {
  const typed = title?.trim();
  if (typed) {
    if (typed.length > MAX_TITLE_CHARS) throw new Invalid(`title: must be at most ${MAX_TITLE_CHARS} characters`, { field: 'title' });
    return typed;
  }
  const base = fileName.replace(/\.[^./\\]+$/, '').trim();
  return (base || fileName.trim() || 'Homework').slice(0, MAX_TITLE_CHARS);
}
