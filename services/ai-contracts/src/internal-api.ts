// The internal API of ai-assistant (lessons-quiz and homework call it): each path with its request
// and response schemas, so the service and its callers share one definition.
import { z } from 'zod';
import { HomeworkSolutionRequestSchema, HomeworkSolutionSchema } from './homework.js';
import { LessonSummaryRequestSchema, LessonSummarySchema } from './lesson.js';
import {
  LessonQuestionsRequestSchema, LessonQuestionsResponseSchema, NextQuestionRequestSchema, NextQuestionResponseSchema,
  QuizSetsRequestSchema, QuizSetsResponseSchema, RetryQuestionRequestSchema, RetryQuestionResponseSchema,
} from './quiz.js';

/** Where ai-assistant reads an uploaded original (the caller stored it under uploads/{userId}/…). */
export const ExtractRequestSchema = z.object({ bucket: z.string().min(1), key: z.string().min(1).max(1024) });
export type ExtractRequest = z.infer<typeof ExtractRequestSchema>;

export const ExtractedTextSchema = z.object({
  text: z.string(),
  kind: z.enum(['pdf', 'jpeg', 'png', 'webp', 'heic', 'text']),
  method: z.enum(['pdf-text', 'pdf-ocr', 'image-ocr', 'plain-text']),
  pages: z.number().int().nonnegative(),
  truncated: z.boolean(),
});
export type ExtractedTextResponse = z.infer<typeof ExtractedTextSchema>;

export const INTERNAL_API = {
  extractDocument: { path: '/internal/documents/extract', request: ExtractRequestSchema, response: ExtractedTextSchema },
  lessonSummary: { path: '/internal/lessons/summary', request: LessonSummaryRequestSchema, response: LessonSummarySchema },
  lessonQuestions: { path: '/internal/lessons/questions', request: LessonQuestionsRequestSchema, response: LessonQuestionsResponseSchema },
  quizSets: { path: '/internal/quizzes/sets', request: QuizSetsRequestSchema, response: QuizSetsResponseSchema },
  nextQuestion: { path: '/internal/quizzes/next-question', request: NextQuestionRequestSchema, response: NextQuestionResponseSchema },
  retryQuestion: { path: '/internal/quizzes/retry-question', request: RetryQuestionRequestSchema, response: RetryQuestionResponseSchema },
  homeworkSolution: { path: '/internal/homework/solution', request: HomeworkSolutionRequestSchema, response: HomeworkSolutionSchema },
} as const;

export type InternalOperation = keyof typeof INTERNAL_API;

export const INTERNAL_PATHS = Object.fromEntries(
  Object.entries(INTERNAL_API).map(([operation, spec]) => [operation, spec.path]),
) as { [O in InternalOperation]: (typeof INTERNAL_API)[O]['path'] };

/** The audience of internal tokens for ai-assistant. */
export const AI_ASSISTANT_AUDIENCE = 'ai-assistant';
