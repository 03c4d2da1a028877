import Router from '@koa/router';
import { AnswerRequestSchema, IdParamsSchema, SessionIdParamsSchema, StartQuizRequestSchema } from '@studyhall/api-contracts';
import { Invalid, NotFound } from '@studyhall/platform';
import type { Context } from 'koa';
import type { AppDeps } from '../app.js';
import { answerQuestion, completeQuiz, startQuiz } from '../domain/progressive-quiz.js';
import { callerOf } from './caller.js';
import { parseBody, parseRequest } from './parse-request.js';

/** The browser's IANA time zone (streak days); UTC when absent or unknown. */
function knownTimeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

export function quizSessionRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/api/quiz-sessions/start', async (ctx) => {
    const { lessonId, timeZone } = parseBody(StartQuizRequestSchema, ctx);
    ctx.status = 201;
    ctx.body = await startQuiz(deps, callerOf(ctx), lessonId, knownTimeZone(timeZone));
  });

  router.post('/api/quiz-sessions/:sessionId/answer', async (ctx) => {
    const { sessionId } = parseRequest(SessionIdParamsSchema, ctx.params);
    const answer = parseBody(AnswerRequestSchema, ctx);
    ctx.body = await answerQuestion(deps, callerOf(ctx), sessionId, { ...answer, key: idempotencyKeyOf(ctx) });
  });

  router.post('/api/quiz-sessions/:sessionId/complete', async (ctx) => {
    const { sessionId } = parseRequest(SessionIdParamsSchema, ctx.params);
    ctx.body = await completeQuiz(deps, callerOf(ctx), sessionId, idempotencyKeyOf(ctx));
  });

  // A student's own progress and attempts only: another student's id looks like nobody's (404).
  router.get('/api/users/:id/progress-by-topic', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    if (id !== callerOf(ctx)) throw new NotFound('User not found');
    const progress = await deps.progress.listForUser(id);
    const topics = [...new Set(progress.map((entry) => entry.topicId))];
    ctx.body = topics.map((topicId) => ({ topicId, lessons: progress.filter((entry) => entry.topicId === topicId) }));
  });

  router.get('/api/users/:id/quiz-attempts', async (ctx) => {
    const { id } = parseRequest(IdParamsSchema, ctx.params);
    if (id !== callerOf(ctx)) throw new NotFound('User not found');
    ctx.body = await deps.attempts.listForUser(id);
  });

  return router;
}

/** The optional Idempotency-Key header; it is stored on the session, so its length is bounded. */
function idempotencyKeyOf(ctx: Context): string | undefined {
  const key = ctx.get('idempotency-key').trim();
  if (key.length > 200) throw new Invalid('Idempotency-Key must be at most 200 characters');
  return key || undefined;
}
