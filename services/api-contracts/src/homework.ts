// HomeGen (spec §2 Homework screen): solve an uploaded assignment in a grade-level style, keep a history.
import { DEFAULT_GRADE_LEVEL, GradeLevelSchema } from '@studyhall/ai-contracts';
import { z } from 'zod';
import { DateTimeSchema, IdSchema, UploadFileSchema } from './common.js';

/** Spec §3 homework. originalContent is the extracted text (may be long). */
export const HomeworkSchema = z
  .object({
    id: IdSchema,
    userId: IdSchema,
    title: z.string(),
    originalContent: z.string().nullable(),
    solvedContent: z.string(),
    gradeLevel: GradeLevelSchema,
    sourceFileName: z.string().nullable(),
    uploadedAt: DateTimeSchema,
    isPublic: z.boolean(),
  })
  .meta({ id: 'Homework' });
export type Homework = z.infer<typeof HomeworkSchema>;

/** GET /api/homework: the caller's own homework, newest first. */
export const HomeworkListSchema = z.array(HomeworkSchema);

/**
 * POST /api/homework/solve, multipart: file, gradeLevel (default 7th), title (falls back to the file
 * name without extension, spec §5). The answer is the saved homework, solvedContent included.
 */
export const SolveHomeworkFormSchema = z.object({
  file: UploadFileSchema,
  gradeLevel: GradeLevelSchema.default(DEFAULT_GRADE_LEVEL),
  title: z.string().trim().max(200).optional(),
});
export type SolveHomeworkForm = z.input<typeof SolveHomeworkFormSchema>;
export const SolveHomeworkResponseSchema = HomeworkSchema;
