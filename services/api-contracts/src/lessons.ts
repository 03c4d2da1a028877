// lessons-quiz's public calls except the progressive quiz (quiz-sessions.ts): topics, lessons,
// custom quizzes from uploads, multi-lesson quizzes and content management's questions (spec §2, §7).
import {
  DEFAULT_THEME,
  DIFFICULTY_WORDS,
  DifficultyInputSchema,
  DifficultyIntSchema,
  ThemeSchema,
} from '@studyhall/ai-contracts';
import { z } from 'zod';
import { DateTimeSchema, IdSchema, UploadFileSchema } from './common.js';

export const DifficultyLevelSchema = z.enum(DIFFICULTY_WORDS);

/** Spec §3 topics. */
export const TopicSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    category: z.string().nullable(),
    order: z.number().int(),
    isLocked: z.boolean(),
    description: z.string().nullable(),
  })
  .meta({ id: 'Topic' });
export type Topic = z.infer<typeof TopicSchema>;

/**
 * Spec §3 lessons. Topic lessons (content management) have a topicId; uploaded lessons (custom quiz)
 * have a userId, sourceFileName and wordProblemTheme instead.
 */
export const LessonSchema = z
  .object({
    id: IdSchema,
    topicId: IdSchema.nullable(),
    userId: IdSchema.nullable(),
    title: z.string(),
    content: z.string(),
    difficultyLevel: DifficultyLevelSchema.nullable(),
    estimatedTime: z.number().int().nullable(),
    order: z.number().int().nullable(),
    diagramUrl: z.string().nullable(),
    sourceFileName: z.string().nullable(),
    wordProblemTheme: ThemeSchema.nullable(),
    subject: z.string().nullable(),
    uploadedAt: DateTimeSchema.nullable(),
    isPublic: z.boolean(),
  })
  .meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof LessonSchema>;
export const LessonListSchema = z.array(LessonSchema);

/** Spec §3 user_progress, one per user and lesson. */
export const UserProgressSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  topicId: IdSchema.nullable(),
  lessonId: IdSchema,
  isCompleted: z.boolean(),
  quizzesCompleted: z.number().int().nonnegative(),
  score: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  lastAttemptAt: DateTimeSchema.nullable(),
});
export type UserProgress = z.infer<typeof UserProgressSchema>;

/** GET /api/users/{id}/progress-by-topic (own id only; another user's → 404): progress grouped by topic. */
export const ProgressByTopicSchema = z.array(
  z.object({ topicId: IdSchema.nullable(), lessons: z.array(UserProgressSchema) }),
);
export type ProgressByTopic = z.infer<typeof ProgressByTopicSchema>;

/** Spec §3 quiz_attempts; GET /api/users/{id}/quiz-attempts (own id only). */
export const QuizAttemptSchema = z.object({
  id: IdSchema,
  sessionId: IdSchema.nullable(),
  userId: IdSchema,
  lessonId: IdSchema,
  questionId: IdSchema.nullable(),
  questionText: z.string(),
  questionType: z.enum(['multiple-choice', 'fill-in-blank']),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  selectedAnswer: z.string().nullable(),
  userAnswer: z.string(),
  isCorrect: z.boolean(),
  aiExplanation: z.string().nullable(),
  difficultyLevel: DifficultyIntSchema,
  solutionSteps: z.array(z.string()),
  solutionImageUrl: z.string().nullable(),
  timeSpent: z.number().int().nonnegative(),
  createdAt: DateTimeSchema,
});
export type QuizAttempt = z.infer<typeof QuizAttemptSchema>;
export const QuizAttemptListSchema = z.array(QuizAttemptSchema);

/** Spec §3 client shape "Lesson progress"; a lesson is completed after 5 quizzes (§9). */
export const QUIZZES_REQUIRED = 5;
export const LessonProgressSchema = z.object({
  quizzesCompleted: z.number().int().nonnegative(),
  quizzesRequired: z.number().int().positive(),
  isCompleted: z.boolean(),
});
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

/** PATCH /api/lessons/{id} from the history page's Edit Lesson dialog (title required, subject optional). */
export const UpdateLessonRequestSchema = z.object({
  title: z.string({ error: 'Lesson Name is required' }).trim().min(1, 'Lesson Name is required').max(200),
  // The dialog's optional Subject: empty means none.
  subject: z.string().trim().max(100).nullish().transform((subject) => subject || null),
});
export type UpdateLessonRequest = z.input<typeof UpdateLessonRequestSchema>;

/** POST /api/lessons from content management (spec §5 "Lesson form", messages verbatim). */
export const CreateLessonRequestSchema = z.object({
  topicId: z.string({ error: 'Please select a topic' }).trim().min(1, 'Please select a topic'),
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
export type CreateLessonRequest = z.input<typeof CreateLessonRequestSchema>;

/** Spec §3 questions. */
export const QuestionSchema = z
  .object({
    id: IdSchema,
    lessonId: IdSchema,
    questionText: z.string(),
    options: z.array(z.string()),
    correctAnswer: z.number().int().min(0),
    questionType: z.enum(['multiple-choice', 'fill-in-blank']),
    explanation: z.string().nullable(),
    solutionSteps: z.array(z.string()).nullable(),
    solutionImageUrl: z.string().nullable(),
    difficultyLevel: DifficultyLevelSchema.nullable(),
    difficultyLevelInt: DifficultyIntSchema.nullable(),
    diagramUrl: z.string().nullable(),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof QuestionSchema>;

const optionText = (n: number) => z.string({ error: `Option ${n} is required` }).trim().min(1, `Option ${n} is required`).max(500);

/** POST /api/questions (spec §5 "Question form", messages verbatim). */
export const CreateQuestionRequestSchema = z.object({
  lessonId: z.string({ error: 'Please select a lesson' }).trim().min(1, 'Please select a lesson'),
  questionText: z
    .string({ error: 'Question must be at least 10 characters' })
    .trim()
    .min(10, 'Question must be at least 10 characters')
    .max(2000),
  // Spec §5 names the empty option: "Option N is required".
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
export type CreateQuestionRequest = z.input<typeof CreateQuestionRequestSchema>;

function wholeNumber(value: unknown): number {
  return typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
}

/**
 * POST /api/lessons/{id}/generate-questions. Spec §5: a count that is not a number falls back to 5
 * (server-side too); the AI makes 1-20 at a time. Without a difficulty the lesson's own is used.
 */
export const GenerateQuestionsRequestSchema = z.object({
  count: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value) => wholeNumber(value))
    .transform((count) => (Number.isFinite(count) ? Math.min(20, Math.max(1, count)) : 5)),
  difficulty: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), DifficultyInputSchema.optional()),
});
export type GenerateQuestionsRequest = z.input<typeof GenerateQuestionsRequestSchema>;
/** The saved questions; errors carry message, supportHint and retryAfterSeconds (429). */
export const GenerateQuestionsResponseSchema = z.object({ questions: z.array(QuestionSchema) });
export type GenerateQuestionsResponse = z.infer<typeof GenerateQuestionsResponseSchema>;

/** Spec §3 custom-quiz question: correctAnswer is the option index as a string ("0"-"3"). */
export const CustomQuizQuestionSchema = z.object({
  questionText: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.string().regex(/^[0-9]+$/),
  solutionSteps: z.array(z.string()),
  explanation: z.string().optional(),
  /** Multi-lesson quizzes: the selected lesson the question was written from. */
  lessonId: IdSchema.optional(),
});
export type CustomQuizQuestion = z.infer<typeof CustomQuizQuestionSchema>;

/** Spec §3 custom quiz (10 questions by default, §9); the theme it was written in is shown with it. */
export const CustomQuizSchema = z
  .object({
    quizId: IdSchema,
    quizNumber: z.number().int().min(1),
    wordProblemTheme: ThemeSchema.optional(),
    questions: z.array(CustomQuizQuestionSchema),
  })
  .meta({ id: 'CustomQuiz' });
export type CustomQuiz = z.infer<typeof CustomQuizSchema>;

/** Spec §5: below 1 or not a number becomes 1, above 5 becomes 5; absent is the default 2. */
const quizCount = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === undefined) return 2;
    const count = wholeNumber(value);
    return Number.isFinite(count) ? Math.min(5, Math.max(1, count)) : 1;
  });

/** POST /api/lessons/{id}/generate-quizzes. */
export const GenerateQuizzesRequestSchema = z.object({ quizCount });
export type GenerateQuizzesRequest = z.input<typeof GenerateQuizzesRequestSchema>;
export const GenerateQuizzesResponseSchema = z.object({
  quizzes: z.array(CustomQuizSchema),
  quizCount: z.number().int().nonnegative(),
});
export type GenerateQuizzesResponse = z.infer<typeof GenerateQuizzesResponseSchema>;

/** POST /api/quiz/multi-lesson (spec §5: at least one lesson). */
export const MultiLessonQuizRequestSchema = z.object({
  lessonIds: z
    .array(IdSchema, { error: 'Please select at least one lesson to generate quizzes.' })
    .min(1, 'Please select at least one lesson to generate quizzes.')
    .max(50, 'Please select at most 50 lessons'),
  quizCount,
  wordProblemTheme: ThemeSchema.default(DEFAULT_THEME),
});
export type MultiLessonQuizRequest = z.input<typeof MultiLessonQuizRequestSchema>;
export const MultiLessonQuizResponseSchema = GenerateQuizzesResponseSchema.extend({ lessonTitle: z.string() });
export type MultiLessonQuizResponse = z.infer<typeof MultiLessonQuizResponseSchema>;

/** POST /api/custom-quiz/generate-lesson-preview, multipart (spec §2 Custom quiz, Step 1). */
export const LessonPreviewFormSchema = z.object({
  file: UploadFileSchema,
  wordProblemTheme: ThemeSchema.default(DEFAULT_THEME),
});
export type LessonPreviewForm = z.input<typeof LessonPreviewFormSchema>;
/** The spec's `lesson` and `fileName`, plus the suggested title and the stored original for save-lesson. */
export const LessonPreviewResponseSchema = z.object({ lesson: z.string(), fileName: z.string(), title: z.string(), uploadKey: z.string() });
export type LessonPreviewResponse = z.infer<typeof LessonPreviewResponseSchema>;

/** POST /api/custom-quiz/save-lesson: the previewed text becomes one of the user's lessons. */
export const SaveLessonRequestSchema = z.object({
  lesson: z.string({ error: 'Please generate a lesson first.' }).trim().min(1, 'Please generate a lesson first.').max(200_000),
  fileName: z.string({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(255),
  wordProblemTheme: ThemeSchema.default(DEFAULT_THEME),
  /** From the preview: links the saved lesson to its original (deleted with it). */
  uploadKey: z.string().max(300).optional(),
  /** From the preview; else the lesson text's first line. */
  title: z.string().trim().min(1).max(200).optional(),
});
export type SaveLessonRequest = z.input<typeof SaveLessonRequestSchema>;
export const SaveLessonResponseSchema = z.object({ lessonId: IdSchema });
export type SaveLessonResponse = z.infer<typeof SaveLessonResponseSchema>;
