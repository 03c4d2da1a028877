// The progressive, adaptive quiz of one lesson (spec §2 Quiz page, §3 client shapes, §4 states).
import { DifficultyIntSchema } from '@studyhall/ai-contracts';
import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.js';
import { LessonProgressSchema } from './lessons.js';

/** Finish Quiz is offered once this many questions are completed (spec §9). */
export const QUESTIONS_TO_FINISH = 10;
/** Default answer time sent by the browser (spec §7: timeSpent always 30). */
export const DEFAULT_TIME_SPENT_SECONDS = 30;

/** Spec §3 "Question (progressive quiz)": never the answer key. Options are empty for fill-in-blank. */
export const ProgressiveQuestionSchema = z
  .object({
    questionText: z.string(),
    questionType: z.enum(['multiple-choice', 'fill-in-blank']),
    options: z.array(z.string()),
  })
  .meta({ id: 'ProgressiveQuestion' });
export type ProgressiveQuestion = z.infer<typeof ProgressiveQuestionSchema>;

export const QuizProgressSchema = z.object({
  questionsCompleted: z.number().int().nonnegative(),
  currentDifficulty: DifficultyIntSchema,
  correctAnswers: z.number().int().nonnegative(),
});
export type QuizProgress = z.infer<typeof QuizProgressSchema>;

/** POST /api/quiz-sessions/start. */
export const StartQuizRequestSchema = z.object({
  lessonId: z.string({ error: 'lessonId is required' }).trim().min(1, 'lessonId is required').max(64),
  /** The browser's IANA time zone (Intl.DateTimeFormat().resolvedOptions().timeZone): streak days are the student's days. */
  timeZone: z.string().max(64).optional(),
});
export type StartQuizRequest = z.input<typeof StartQuizRequestSchema>;

/** Spec §3 "Quiz session". */
export const QuizSessionSchema = z.object({
  sessionId: IdSchema,
  currentQuestion: ProgressiveQuestionSchema,
  progress: QuizProgressSchema,
});
export type QuizSession = z.infer<typeof QuizSessionSchema>;

/**
 * POST /api/quiz-sessions/{sessionId}/answer: a multiple-choice answer is the option index as text,
 * a fill-in answer free text (spec §5). An Idempotency-Key header (one per question shown, e.g.
 * `${sessionId}:${questionsCompleted}`) makes a resent answer return the first result instead of
 * counting twice; another answer under the same key is a 409.
 */
export const AnswerRequestSchema = z.object({
  userAnswer: z.string({ error: 'Please choose or type an answer' }).trim().min(1, 'Please choose or type an answer').max(500),
  timeSpent: z.number().int().min(0).max(86_400).default(DEFAULT_TIME_SPENT_SECONDS),
});
export type AnswerRequest = z.input<typeof AnswerRequestSchema>;

/** Spec §3 "Answer result": a fill-in-blank retry after a miss, else the next question when there is one. */
export const AnswerResultSchema = z.object({
  isCorrect: z.boolean(),
  solution: z.object({
    explanation: z.string(),
    steps: z.array(z.string()),
    imageUrl: z.string().nullable(),
  }),
  progress: QuizProgressSchema,
  retryQuestion: ProgressiveQuestionSchema.nullable(),
  nextQuestion: ProgressiveQuestionSchema.nullable(),
});
export type AnswerResult = z.infer<typeof AnswerResultSchema>;

/**
 * POST /api/quiz-sessions/{sessionId}/complete (empty body): the session closed and the lesson's
 * progress. Resent with the Idempotency-Key that completed it, the same answer comes back (no 409).
 */
export const CompleteQuizResponseSchema = z.object({
  sessionId: IdSchema,
  isCompleted: z.literal(true),
  completedAt: DateTimeSchema,
  progress: QuizProgressSchema,
  lessonProgress: LessonProgressSchema,
});
export type CompleteQuizResponse = z.infer<typeof CompleteQuizResponseSchema>;
