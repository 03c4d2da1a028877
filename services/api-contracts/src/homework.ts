// HomeGen (spec §2 Homework screen): solve an uploaded assignment in a grade-level style, keep a history.
import { DEFAULT_GRADE_LEVEL, GradeLevelSchema, SolvedProblemSchema } from '@studyhall/ai-contracts';
import { z } from 'zod';
import { DateTimeSchema, IdSchema, UploadFileSchema } from './common.js';

/** Spec §3 homework as the owner sees it in the history (the owner is the caller: no userId). */
export const HomeworkSchema = z
  .object({
    id: IdSchema,
    title: z.string(),
    gradeLevel: GradeLevelSchema,
    sourceFileName: z.string(),
    solvedContent: z.string(),
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
  gradeLevel: GradeLevelSchema.default(DEFAULT_GRADE_LEVEL),
  title: z.string().trim().max(200).optional(),
});
export type SolveHomeworkForm = z.input<typeof SolveHomeworkFormSchema>;
/** The saved homework plus the extracted text and each problem's worked result (or study guide). */
export const SolveHomeworkResponseSchema = HomeworkSchema.extend({
  originalContent: z.string(),
  problems: z.array(SolvedProblemSchema),
});
export type SolveHomeworkResponse = z.infer<typeof SolveHomeworkResponseSchema>;
