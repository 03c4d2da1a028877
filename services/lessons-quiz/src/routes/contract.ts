// Request schemas of lessons-quiz's public calls (spec §5 messages verbatim). They follow
// @studyhall/api-contracts lessons.ts and move there at merge time; differences are marked.
import { DEFAULT_THEME, DIFFICULTY_WORDS, DifficultyInputSchema, ThemeSchema } from '@studyhall/ai-contracts';
import { z } from 'zod';

export const IdSchema = z.string().trim().min(1).max(64);
export const IdParamsSchema = z.object({ id: IdSchema });
export const DifficultyLevelSchema = z.enum(DIFFICULTY_WORDS);

export const PrivacyRequestSchema = z.object({ isPublic: z.boolean({ error: 'isPublic must be true or false' }) });

export const UpdateLessonRequestSchema = z.object({
  title: z.string({ error: 'Lesson Name is required' }).trim().min(1, 'Lesson Name is required').max(200),
  subject: z.string().trim().max(100).nullish().transform((subject) => subject || null),
});

/** Spec §5: "Number inputs parse integers; empty becomes 0", so 0 is answered with the rule's message. */
export const CreateLessonRequestSchema = z.object({
  topicId: z.string({ error: 'Please select a topic' }).trim().min(1, 'Please select a topic').max(64),
  title: z.string({ error: 'Please enter a lesson title' }).trim().min(1, 'Please enter a lesson title').max(200),
  content: z
    .string({ error: 'Please enter lesson content (minimum 10 characters)' })
    .trim()
    .min(10, 'Please enter lesson content (minimum 10 characters)')
    .max(200_000),
  difficultyLevel: DifficultyLevelSchema.default('intermediate'),
  estimatedTime: z
    .number({ error: 'Please enter estimated time' })
    .int('Please enter estimated time')
    .min(1, 'Please enter estimated time')
    .max(300, 'Maximum 300 minutes')
    .default(15),
  order: z.number({ error: 'Please enter lesson order' }).int('Please enter lesson order').min(1, 'Please enter lesson order').default(1),
  diagramUrl: z.string().max(2048).nullish().transform((url) => url || null),
});
export type CreateLessonRequest = z.infer<typeof CreateLessonRequestSchema>;

const optionText = (n: number) => z.string({ error: `Option ${n} is required` }).trim().min(1, `Option ${n} is required`).max(500);

/** Spec §5 question form; the four options arrive as a list (spec §7 "options (four)"). */
export const CreateQuestionRequestSchema = z.object({
  lessonId: z.string({ error: 'Please select a lesson' }).trim().min(1, 'Please select a lesson').max(64),
  questionText: z
    .string({ error: 'Question must be at least 10 characters' })
    .trim()
    .min(10, 'Question must be at least 10 characters')
    .max(2000),
  options: z.tuple([optionText(1), optionText(2), optionText(3), optionText(4)], { error: 'Four answer options are required' }),
  correctAnswer: z
    .number({ error: 'Select which option is correct (0-3)' })
    .int('Select which option is correct (0-3)')
    .min(0, 'Select which option is correct (0-3)')
    .max(3, 'Select which option is correct (0-3)')
    .default(0),
  explanation: z
    .string({ error: 'Explanation must be at least 10 characters' })
    .trim()
    .min(10, 'Explanation must be at least 10 characters')
    .max(5000),
  difficultyLevel: DifficultyLevelSchema.default('beginner'),
  diagramUrl: z.string().max(2048).nullish().transform((url) => url || null),
});
export type CreateQuestionRequest = z.infer<typeof CreateQuestionRequestSchema>;

function wholeNumber(value: unknown): number {
  return typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
}

/** Differs from api-contracts: spec §5 clamps quiz counts (below 1 or not a number → 1, above 5 → 5). */
export const QuizCountSchema = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === undefined) return 2;
    const count = wholeNumber(value);
    return Number.isFinite(count) ? Math.min(5, Math.max(1, count)) : 1;
  });

export const GenerateQuizzesRequestSchema = z.object({ quizCount: QuizCountSchema });

export const noLessonsSelectedMessage = 'Please select at least one lesson to generate quizzes.';

export const MultiLessonQuizRequestSchema = z.object({
  lessonIds: z.array(IdSchema, { error: noLessonsSelectedMessage }).min(1, noLessonsSelectedMessage).max(50, 'Please select at most 50 lessons'),
  quizCount: QuizCountSchema,
  wordProblemTheme: ThemeSchema.default(DEFAULT_THEME),
});

/** Spec §5: the count falls back to 5 when it is not a number; the AI makes 1-20 at a time. */
export const GenerateQuestionsRequestSchema = z.object({
  count: z
    .unknown()
    .transform((value) => wholeNumber(value))
    .transform((count) => (Number.isFinite(count) ? Math.min(20, Math.max(1, count)) : 5)),
  difficulty: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), DifficultyInputSchema.optional()),
});

/** Differs from api-contracts: `uploadKey` and `title` (from the preview) link the original and keep the title. */
export const SaveLessonRequestSchema = z.object({
  lesson: z.string({ error: 'Please generate a lesson first.' }).trim().min(1, 'Please generate a lesson first.').max(200_000),
  fileName: z.string({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(255),
  wordProblemTheme: ThemeSchema.default(DEFAULT_THEME),
  uploadKey: z.string().max(300).optional(),
  title: z.string().trim().min(1).max(200).optional(),
});
export type SaveLessonRequest = z.infer<typeof SaveLessonRequestSchema>;

export const LessonPreviewFieldsSchema = z.object({ wordProblemTheme: ThemeSchema.default(DEFAULT_THEME) });
