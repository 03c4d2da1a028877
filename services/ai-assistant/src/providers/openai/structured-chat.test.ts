import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import { startOpenAiStub, type OpenAiStub } from '../../testing/openai-stub.js';
import { createOpenAiClient } from './openai-settings.js';
import { modelSchema } from './strict-json-schema.js';
import { createChatCaller } from './structured-chat.js';
import { MalformedAnswerError } from './upstream-errors.js';

const COMPLETIONS = '/v1/chat/completions';
let stub: OpenAiStub;
beforeEach(async () => (stub = await startOpenAiStub()));
afterEach(() => stub.close());

function caller(malformedRetries: number) {
  const client = createOpenAiClient({
    apiKey: 'sk-test', baseURL: stub.baseURL, chatModel: 'c', visionModel: 'v', speechModel: 's', speechVoice: 'alloy',
    timeoutMs: 2_000, maxRetries: 0, malformedRetries,
  });
  return createChatCaller(client, () => pino({ level: 'silent' }), malformedRetries);
}
const answer = modelSchema('answer', z.object({ value: z.number().int() }));
const messages = [{ role: 'user' as const, content: 'Give me a number' }];

it('treats a refusal like a malformed answer: asks again, then accepts a valid one', async () => {
  stub.reply(COMPLETIONS, { refusal: 'I cannot help with that.' }, { json: { value: 4 } });
  await expect(caller(1).structured({ task: 't', model: 'c', schema: answer, messages })).resolves.toEqual({ value: 4 });
  expect(stub.requests).toHaveLength(2);
});

it('does not retry when no re-asks are allowed', async () => {
  stub.reply(COMPLETIONS, { json: { value: 'four' } });
  await expect(caller(0).structured({ task: 't', model: 'c', schema: answer, messages })).rejects.toBeInstanceOf(MalformedAnswerError);
  expect(stub.requests).toHaveLength(1);
});

it('asks again when a text answer comes back empty', async () => {
  stub.reply(COMPLETIONS, { content: '   ' }, { content: 'Seven.' });
  await expect(caller(1).text({ task: 't', model: 'c', messages })).resolves.toBe('Seven.');
});
