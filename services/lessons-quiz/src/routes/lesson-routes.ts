import Router from '@koa/router';
import type { AppDeps } from '../app.js';
import { readableLesson } from '../domain/access.js';
import { lessonById, lessonHistory, myLessons } from '../domain/list-lessons.js';
import { createTopicLesson, deleteLesson, renameLesson, setLessonVisibility } from '../domain/manage-lessons.js';
import { lessonProgress } from '../domain/progress.js';
import { callerOf } from './caller.js';
import { CreateLessonRequestSchema, IdParamsSchema, PrivacyRequestSchema, UpdateLessonRequestSchema } from '@studyhall/api-contracts';
import { parseBody, parseRequest } from './parse-request.js';

export function lessonRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/api/lessons', async (ctx) => {
    ctx.type = 'application/json';
    ctx.body = await myLessons(deps.lessons, callerOf(ctx));
  });

  router.post('/api/lessons', async (ctx) => {
    const form = parseBody(CreateLessonRequestSchema, ctx);
    ctx.status = 201;
    ctx.body = await createTopicLesson(deps, callerOf(ctx), form);
  });

  // Before /api/lessons/:id, which would otherwise take "history" for an id.
  router.get('/api/lessons/history', async (ctx) => {
    ctx.type = 'application/json';
    ctx.body = await lessonHistory(deps.lessons, callerOf(ctx));
  });

  router.get('/api/lessons/:id', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    ctx.body = await lessonById(deps.lessons, id, callerOf(ctx));
  });

  router.patch('/api/lessons/:id', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    const change = parseBody(UpdateLessonRequestSchema, ctx);
    ctx.body = await renameLesson(deps.lessons, callerOf(ctx), id, change);
  });

  router.delete('/api/lessons/:id', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    await deleteLesson(deps, callerOf(ctx), id);
    ctx.status = 204;
  });

  router.get('/api/lessons/:id/progress', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    // Both reads at once (each may miss the read cache); the progress is shown only if the lesson is readable.
    const [, progress] = await Promise.all([readableLesson(deps.lessons, id, callerOf(ctx)), deps.progress.find(callerOf(ctx), id)]);
    ctx.body = lessonProgress(progress);
  });

  router.patch('/api/lessons/:id/privacy', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    const { isPublic } = parseBody(PrivacyRequestSchema, ctx);
    ctx.body = await setLessonVisibility(deps.lessons, callerOf(ctx), id, isPublic);
  });

  return router;
}
