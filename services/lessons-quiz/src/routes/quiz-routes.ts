import Router from '@koa/router';
import type { AppDeps } from '../app.js';
import { generateLessonQuizzes } from '../domain/custom-quizzes.js';
import { generateMultiLessonQuizzes } from '../domain/multi-lesson-quizzes.js';
import { callerOf } from './caller.js';
import { GenerateQuizzesRequestSchema, IdParamsSchema, MultiLessonQuizRequestSchema } from '@studyhall/api-contracts';
import { parseBody, parseRequest } from './parse-request.js';

export function quizRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/api/lessons/:id/generate-quizzes', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    const { quizCount } = parseBody(GenerateQuizzesRequestSchema, ctx);
    ctx.body = await generateLessonQuizzes(deps, callerOf(ctx), id, quizCount);
  });

  router.post('/api/quiz/multi-lesson', async (ctx) => {
    const request = parseBody(MultiLessonQuizRequestSchema, ctx);
    ctx.body = await generateMultiLessonQuizzes(deps, callerOf(ctx), request);
  });

  return router;
}
