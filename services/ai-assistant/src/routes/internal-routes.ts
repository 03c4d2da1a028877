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
import type { AiQuota } from './ai-quota.js';
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

  route(router, deps.quota, INTERNAL_PATHS.lessonSummary, LessonSummaryRequestSchema, (r) => p.summarizeLesson(r));
  route(router, deps.quota, INTERNAL_PATHS.lessonQuestions, LessonQuestionsRequestSchema, (r) => p.generateLessonQuestions(r));
  route(router, deps.quota, INTERNAL_PATHS.quizSets, QuizSetsRequestSchema, (r) => p.generateQuizSets(r));
  route(router, deps.quota, INTERNAL_PATHS.nextQuestion, NextQuestionRequestSchema, (r) => p.nextAdaptiveQuestion(r));
  route(router, deps.quota, INTERNAL_PATHS.retryQuestion, RetryQuestionRequestSchema, (r) => p.retryQuestion(r));
  route(router, deps.quota, INTERNAL_PATHS.homeworkSolution, HomeworkSolutionRequestSchema, (r) => p.solveHomework(r));
  return router;
}

type Run<S extends z.ZodType> = (request: z.infer<S>) => Promise<unknown>;

function route<S extends z.ZodType>(router: Router, quota: AiQuota, path: string, schema: S, run: Run<S>) {
  router.post(path, async (ctx: Context) => {
    const request = parseInput(schema, requestBody(ctx));
    await quota.charge(ctx.state.userId);
    try {
      ctx.body = await run(request);
    } catch (error) {
      if (error instanceof NoQuestionAvailableError) throw new UpstreamFailed(error.message, 502, { cause: error });
      throw error;
    }
  });
}
