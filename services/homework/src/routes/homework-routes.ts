import Router from '@koa/router';
import { parseInput, requireInternalToken } from '@studyhall/platform';
import { readUpload } from '@studyhall/platform/uploads';
import type { Context } from 'koa';
import type { AppDeps } from '../app.js';
import type { Homework } from '../domain/homework.js';
import { deleteHomework, listHomework, setHomeworkPrivacy } from '../domain/manage-homework.js';
import { solveHomework, type SolvedHomework } from '../domain/solve-homework.js';
import {
  HomeworkIdParamsSchema, HomeworkPrivacyRequestSchema, NO_FILE_MESSAGE, SolveHomeworkFieldsSchema, type HomeworkResponse,
} from './contract.js';

/** /api/homework*: the gateway vouches for the caller with an internal token (audience homework). */
export function homeworkRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/homework' });
  router.use(requireInternalToken(deps.internalTokenKey, 'homework'));
  const userId = (ctx: Context) => ctx.state.userId as string;

  router.get('/', async (ctx) => {
    ctx.body = (await listHomework(deps.store, userId(ctx))).map(toResponse);
  });

  router.post('/solve', async (ctx) => {
    const { file, fields } = await readUpload(ctx.req, { field: 'file', missingFileMessage: NO_FILE_MESSAGE });
    const { gradeLevel, title } = parseInput(SolveHomeworkFieldsSchema, fields);
    const solved = await solveHomework(deps.solve, { userId: userId(ctx), file, gradeLevel, title });
    ctx.status = 201;
    ctx.body = toSolvedResponse(solved);
  });

  router.delete('/:id', async (ctx) => {
    const { id } = parseInput(HomeworkIdParamsSchema, ctx.params);
    await deleteHomework(deps.remove, userId(ctx), id);
    ctx.status = 204;
  });

  router.patch('/:id/privacy', async (ctx) => {
    const { id } = parseInput(HomeworkIdParamsSchema, ctx.params);
    const { isPublic } = parseInput(HomeworkPrivacyRequestSchema, (ctx.request as { body?: unknown }).body ?? {});
    ctx.body = toResponse(await setHomeworkPrivacy(deps.store, userId(ctx), id, isPublic));
  });

  return router;
}

function toResponse(homework: Homework): HomeworkResponse {
  return {
    id: homework.id,
    title: homework.title,
    gradeLevel: homework.gradeLevel,
    sourceFileName: homework.sourceFileName,
    solvedContent: homework.solvedContent,
    uploadedAt: homework.uploadedAt.toISOString(),
    isPublic: homework.isPublic,
  };
}

function toSolvedResponse(solved: SolvedHomework) {
  return { ...toResponse(solved), originalContent: solved.originalContent, problems: solved.problems };
}
