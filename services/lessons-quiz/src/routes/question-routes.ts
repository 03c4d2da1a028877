import Router from '@koa/router';
import type { AppDeps } from '../app.js';
import { addQuestion, generateQuestions } from '../domain/lesson-questions.js';
import { callerOf } from './caller.js';
import { CreateQuestionRequestSchema, GenerateQuestionsRequestSchema, IdParamsSchema } from '@studyhall/api-contracts';
import { parseBody, parseRequest } from './parse-request.js';

export function questionRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/api/lessons/:id/generate-questions', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    const request = parseBody(GenerateQuestionsRequestSchema, ctx);
    ctx.status = 201;
    ctx.body = { questions: await generateQuestions(deps, callerOf(ctx), id, request) };
  });

  router.post('/api/questions', async (ctx) => {
    const form = parseBody(CreateQuestionRequestSchema, ctx);
    ctx.status = 201;
    ctx.body = await addQuestion(deps, callerOf(ctx), form);
  });

  return router;
}
