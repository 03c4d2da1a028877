import Router from '@koa/router';
import { parseRequest } from './parse-request.js';
import type { AppDeps } from '../app.js';
import { topicById, topicLessons } from '../domain/list-lessons.js';
import { IdParamsSchema } from '@studyhall/api-contracts';

export function topicRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/api/topics', async (ctx) => {
    ctx.body = await deps.topics.list();
  });

  router.get('/api/topics/:id', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    ctx.body = await topicById(deps.topics, id);
  });

  router.get('/api/topics/:id/lessons', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    ctx.body = await topicLessons(deps, id);
  });

  return router;
}
