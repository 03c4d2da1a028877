import Router from '@koa/router';
import { parseInput, requireInternalToken } from '@studyhall/platform';
import { readUpload } from '@studyhall/platform/uploads';
import type { Context } from 'koa';
import type { AppDeps } from '../app.js';
import type { Homework } from '../domain/homework.js';
import { deleteHomework, listHomework, setHomeworkPrivacy } from '../domain/manage-homework.js';
import { solveHomework, type SolvedHomework } from '../domain/solve-homework.js';
import { sendJson } from './compressed-json.js';
import {
  IdParamsSchema, NO_HOMEWORK_FILE_MESSAGE, PrivacyRequestSchema, SolveHomeworkFormSchema, type Homework as HomeworkResponse,
  type SolvedHomework as SolvedResponse,
} from '@studyhall/api-contracts';

// The form's text fields; the file part is read (and checked by its bytes) by readUpload.
const SolveFieldsSchema = SolveHomeworkFormSchema.omit({ file: true });

/** /api/homework*: the gateway vouches for the caller with an internal token (audience homework). */
export function homeworkRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/homework' });
  router.use(requireInternalToken(deps.internalTokenKey, 'homework'));
  const userId = (ctx: Context) => ctx.state.userId as string;

  router.get('/', async (ctx) => {
    await sendJson(ctx, (await listHomework(deps.store, userId(ctx))).map(toResponse));
  });

  router.post('/solve', async (ctx) => {
    const { file, fields } = await readUpload(ctx.req, { field: 'file', missingFileMessage: NO_HOMEWORK_FILE_MESSAGE });
    const { gradeLevel, title } = parseInput(SolveFieldsSchema, fields);
    const solved = await solveHomework(deps.solve, { userId: userId(ctx), file, gradeLevel, title });
    ctx.status = 201;
    ctx.body = toSolvedResponse(solved);
  });

  router.delete('/:id', async (ctx) => {
    const { id } = parseInput(IdParamsSchema, ctx.params);
    await deleteHomework(deps.remove, userId(ctx), id);
    ctx.status = 204;
  });

  router.patch('/:id/privacy', async (ctx) => {
    const { id } = parseInput(IdParamsSchema, ctx.params);
    const { isPublic } = parseInput(PrivacyRequestSchema, (ctx.request as { body?: unknown }).body ?? {});
    ctx.body = toResponse(await setHomeworkPrivacy(deps.store, userId(ctx), id, isPublic));
  });

  return router;
}

function toResponse(homework: Homework): HomeworkResponse {
  return {
    id: homework.id,
    userId: homework.userId,
    title: homework.title,
    gradeLevel: homework.gradeLevel,
    sourceFileName: homework.sourceFileName,
    solvedContent: homework.solvedContent,
    uploadedAt: homework.uploadedAt.toISOString(),
    isPublic: homework.isPublic,
  };
}

function toSolvedResponse(solved: SolvedHomework): SolvedResponse {
  return { ...toResponse(solved), originalContent: solved.originalContent, problems: solved.problems };
}
