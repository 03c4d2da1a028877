// HomeGen (spec §2 Homework screen): solve an uploaded assignment in a grade-level style, keep a history,
// share it in followers' feeds. Owned with services/homework (issue 12).
import { DEFAULT_GRADE_LEVEL, GRADE_LEVELS, SolvedProblemSchema } from '@studyhall/ai-contracts';
import { z } from 'zod';
import { DateTimeSchema, IdSchema, UploadFileSchema } from './common.js';

export const NO_HOMEWORK_FILE_MESSAGE = 'Please upload a homework file (PDF or image).';
export const UNKNOWN_GRADE_MESSAGE = 'Please choose a grade level: 4th, 7th, 9th or 12th';

export const HomeworkGradeLevelSchema = z.enum(GRADE_LEVELS, { error: UNKNOWN_GRADE_MESSAGE });

/**
 * Spec §3 homework as the history lists it (GET /api/homework reads id, title, gradeLevel,
 * sourceFileName, solvedContent). originalContent, the extracted text, can be long: only the solve
 * answer carries it.
 */
export const HomeworkSchema = z
  .object({
    id: IdSchema,
    userId: IdSchema,
    title: z.string(),
    solvedContent: z.string(),
    gradeLevel: HomeworkGradeLevelSchema,
    sourceFileName: z.string(),
    uploadedAt: DateTimeSchema,
    isPublic: z.boolean(),
  })
  .meta({ id: 'Homework' });
export type Homework = z.infer<typeof HomeworkSchema>;

/** GET /api/homework: the caller's own homework, newest first. */
export const HomeworkListSchema = z.array(HomeworkSchema);

/**
 * POST /api/homework/solve, multipart: file, gradeLevel (default 7th), title (falls back to the file
 * name without extension, spec §5).
 */
export const SolveHomeworkFormSchema = z.object({
  file: UploadFileSchema,
  gradeLevel: z.preprocess((value) => (value === '' ? undefined : value), HomeworkGradeLevelSchema.default(DEFAULT_GRADE_LEVEL)),
  title: z.string().trim().max(200, 'title must be at most 200 characters').optional(),
});
export type SolveHomeworkForm = z.input<typeof SolveHomeworkFormSchema>;

/**
 * The saved homework, its extracted text and each problem of the worksheet: solved (steps, answer)
 * or declined with a study guide instead of a guess.
 */
export const SolveHomeworkResponseSchema = HomeworkSchema.extend({
  originalContent: z.string(),
  problems: z.array(SolvedProblemSchema),
}).meta({ id: 'SolvedHomework' });
export type SolvedHomework = z.infer<typeof SolveHomeworkResponseSchema>;
export type SolvedProblem = z.infer<typeof SolvedProblemSchema>;
