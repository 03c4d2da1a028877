// Spec §7 endpoints of the study assistant: chat and read-aloud.
import Router from '@koa/router';
import { StudyChatRequestSchema } from '@studyhall/ai-contracts';
import { parseInput } from '@studyhall/platform';
import { z } from 'zod';
import type { AppDeps } from '../app.js';
import { MAX_SPEECH_CHARS } from '../speech/speech.js';
import { requestBody } from './request-body.js';

const SpeechRequestSchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .refine((text) => text.trim().length > 0, 'Text is required')
    .refine((text) => text.length <= MAX_SPEECH_CHARS, `Text is too long (at most ${MAX_SPEECH_CHARS} characters)`),
});

export function publicRoutes(deps: Pick<AppDeps, 'provider' | 'speech' | 'quota'>): Router {
  const router = new Router();

  router.post('/api/study-chat', async (ctx) => {
    const request = parseInput(StudyChatRequestSchema, requestBody(ctx));
    await deps.quota.charge(ctx.state.userId);
    const { response } = await deps.provider.studyChat(request);
    ctx.body = { response };
  });

  router.post('/api/text-to-speech', async (ctx) => {
    const { text } = parseInput(SpeechRequestSchema, requestBody(ctx));
    await deps.quota.charge(ctx.state.userId);
    const { audio, contentType } = await deps.speech.synthesize(text);
    ctx.type = contentType;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = audio;
  });

  return router;
}
