// Internal API for lessons-quiz and homework: documents → text, and every AI generation. Request and
// response shapes come from @studyhall/ai-contracts, so callers and this service cannot drift.
import Router from '@koa/router';
import {
  HomeworkSolutionRequestSchema,
  LessonQuestionsRequestSchema,
  LessonSummaryRequestSchema,
  NextQuestionRequestSchema,
  QuizSetsRequestSchema,
  RetryQuestionRequestSchema,
} from '@studyhall/ai-contracts';
import { Forbidden, UpstreamFailed } from '@studyhall/platform/errors';
import { parseInput } from '@studyhall/platform/http/validate';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../app.js';
import { readS3Document } from '../documents/s3-source.js';
import { NoQuestionAvailableError } from '../domain/ai-provider.js';
import { requestBody } from './request-body.js';

// REVIEW: these paths are the contract with lessons-quiz and homework; they belong in
// @studyhall/ai-contracts next to the schemas (owned by another engineer) so callers import them.
export const INTERNAL_PATHS = {
  extractDocument: '/internal/documents/extract',
  lessonSummary: '/internal/lessons/summary',
  lessonQuestions: '/internal/lessons/questions',
  quizSets: '/internal/quizzes/sets',
  nextQuestion: '/internal/quizzes/next-question',
  retryQuestion: '/internal/quizzes/retry-question',
  homeworkSolution: '/internal/homework/solution',
} as const;

const ExtractRequestSchema = z.object({ bucket: z.string().min(1), key: z.string().min(1).max(1024) });

export function internalRoutes(deps: AppDeps): Router {
  const router = new Router();
  const p = deps.provider;

  router.post(INTERNAL_PATHS.extractDocument, async (ctx) => {
    const location = parseInput(ExtractRequestSchema, requestBody(ctx));
    if (location.bucket !== deps.uploadsBucket) throw new Forbidden('This bucket is not readable by the AI service');
    const document = await readS3Document(deps.s3, location, deps.documentMaxBytes);
    ctx.body = await deps.extractText(document);
  });

  route(router, INTERNAL_PATHS.lessonSummary, LessonSummaryRequestSchema, (r) => p.summarizeLesson(r));
  route(router, INTERNAL_PATHS.lessonQuestions, LessonQuestionsRequestSchema, (r) => p.generateLessonQuestions(r));
  route(router, INTERNAL_PATHS.quizSets, QuizSetsRequestSchema, (r) => p.generateQuizSets(r));
  route(router, INTERNAL_PATHS.nextQuestion, NextQuestionRequestSchema, (r) => p.nextAdaptiveQuestion(r));
  route(router, INTERNAL_PATHS.retryQuestion, RetryQuestionRequestSchema, (r) => p.retryQuestion(r));
  route(router, INTERNAL_PATHS.homeworkSolution, HomeworkSolutionRequestSchema, (r) => p.solveHomework(r));
  return router;
}

function route<S extends z.ZodType>(router: Router, path: string, schema: S, run: (request: z.infer<S>) => Promise<unknown>) {
  router.post(path, async (ctx: Context) => {
    const request = parseInput(schema, requestBody(ctx));
    try {
      ctx.body = await run(request);
    } catch (error) {
      if (error instanceof NoQuestionAvailableError) throw new UpstreamFailed(error.message, 502, { cause: error });
      throw error;
    }
  });
}
