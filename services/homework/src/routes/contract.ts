// Request and response shapes of /api/homework* (spec §3, §7). Moves into @studyhall/api-contracts
// at merge time; field names are the spec's.
import { DEFAULT_GRADE_LEVEL, GRADE_LEVELS, SolvedProblemSchema } from '@studyhall/ai-contracts';
import { z } from 'zod';

export const NO_FILE_MESSAGE = 'Please upload a homework file (PDF or image).';
export const UNKNOWN_GRADE_MESSAGE = `gradeLevel: Please choose a grade level: ${GRADE_LEVELS.join(', ')}`;

/** The text fields of the multipart POST /api/homework/solve (the file is the `file` part). */
export const SolveHomeworkFieldsSchema = z.object({
  gradeLevel: z.preprocess((value) => (value === '' || value === undefined ? DEFAULT_GRADE_LEVEL : value), z.enum(GRADE_LEVELS, { error: UNKNOWN_GRADE_MESSAGE })),
  title: z.string().optional(),
});

export const HomeworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  gradeLevel: z.enum(GRADE_LEVELS),
  sourceFileName: z.string(),
  solvedContent: z.string(),
  uploadedAt: z.iso.datetime(),
  isPublic: z.boolean(),
});
export type HomeworkResponse = z.infer<typeof HomeworkSchema>;

export const HomeworkListSchema = z.array(HomeworkSchema);

/** What POST /api/homework/solve answers: the saved homework, its extracted text and per-problem result. */
export const SolvedHomeworkSchema = HomeworkSchema.extend({
  originalContent: z.string(),
  problems: z.array(SolvedProblemSchema),
});

export const HomeworkIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const HomeworkPrivacyRequestSchema = z.object({ isPublic: z.boolean({ error: 'isPublic: must be true or false' }) });
