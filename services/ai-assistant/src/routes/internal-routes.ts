// Internal API for lessons-quiz and homework: documents → text, and every AI generation. Request and
// response shapes come from @studyhall/ai-contracts, so callers and this service cannot drift.
import Router from '@koa/router';
import { INTERNAL_API } from '@studyhall/ai-contracts';
import { Forbidden, UpstreamFailed } from '@studyhall/platform/errors';
import { parseInput } from '@studyhall/platform';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { AppDeps } from '../app.js';
import { readS3Document } from '../documents/s3-source.js';
import { NoQuestionAvailableError } from '../domain/ai-provider.js';
import type { AiQuota } from './ai-quota.js';
import { requestBody } from './request-body.js';

export function internalRoutes(deps: AppDeps): Router {
  const router = new Router();
  const p = deps.provider;

  router.post(INTERNAL_API.extractDocument.path, async (ctx) => {
    const location = parseInput(INTERNAL_API.extractDocument.request, requestBody(ctx));
    if (location.bucket !== deps.uploadsBucket) throw new Forbidden('This bucket is not readable by the AI service');
    const document = await readS3Document(deps.s3, location, deps.documentMaxBytes);
    ctx.body = await deps.extractText(document);
  });

  const api = INTERNAL_API;
  route(router, deps.quota, api.lessonSummary.path, api.lessonSummary.request, (r) => p.summarizeLesson(r));
  route(router, deps.quota, api.lessonQuestions.path, api.lessonQuestions.request, (r) => p.generateLessonQuestions(r));
  route(router, deps.quota, api.quizSets.path, api.quizSets.request, (r) => p.generateQuizSets(r));
  route(router, deps.quota, api.nextQuestion.path, api.nextQuestion.request, (r) => p.nextAdaptiveQuestion(r));
  route(router, deps.quota, api.retryQuestion.path, api.retryQuestion.request, (r) => p.retryQuestion(r));
  route(router, deps.quota, api.homeworkSolution.path, api.homeworkSolution.request, (r) => p.solveHomework(r));
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
