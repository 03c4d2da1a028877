import Router from '@koa/router';
import { readUpload } from '@studyhall/platform/uploads';
import type { AppDeps } from '../app.js';
import { previewLesson, saveUploadedLesson } from '../domain/uploaded-lessons.js';
import { callerOf } from './caller.js';
import { SaveLessonRequestSchema } from '@studyhall/api-contracts';
import { LessonPreviewFieldsSchema } from './contract.js';
import { parseBody, parseRequest } from './parse-request.js';

export function uploadRoutes(deps: AppDeps): Router {
  const router = new Router();

  // Multipart: the JSON body parser leaves it alone; readUpload streams it (10 MB, type by magic bytes).
  router.post('/api/custom-quiz/generate-lesson-preview', async (ctx) => {
    const { file, fields } = await readUpload(ctx.req, { missingFileMessage: 'Please select a PDF or image file to upload.' });
    const { wordProblemTheme } = parseRequest(LessonPreviewFieldsSchema, fields);
    ctx.body = await previewLesson(deps, callerOf(ctx), file, wordProblemTheme);
  });

  router.post('/api/custom-quiz/save-lesson', async (ctx) => {
    const form = parseBody(SaveLessonRequestSchema, ctx);
    ctx.status = 201;
    ctx.body = await saveUploadedLesson(deps, callerOf(ctx), form);
  });

  return router;
}
