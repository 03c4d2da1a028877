import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTextExtractor } from '../../documents/extract-text.js';
import { renderTextImage } from '../../testing/text-image.js';
import { startOpenAiStub, type OpenAiStub } from '../../testing/openai-stub.js';
import { createOpenAiClient } from './openai-settings.js';
import { createChatCaller } from './structured-chat.js';
import { createVisionReader } from './vision-reader.js';

let stub: OpenAiStub;
beforeEach(async () => (stub = await startOpenAiStub()));
afterEach(() => stub.close());

function reader() {
  const client = createOpenAiClient({
    apiKey: 'sk-test', baseURL: stub.baseURL, chatModel: 'c', visionModel: 'vision-model', speechModel: 's',
    speechVoice: 'alloy', timeoutMs: 2_000, maxRetries: 0, malformedRetries: 0,
  });
  return createVisionReader(createChatCaller(client, () => pino({ level: 'silent' }), 0), 'vision-model');
}

it('sends the photo inline to the vision model and returns its transcription as the document text', async () => {
  stub.reply('/v1/chat/completions', { content: 'Solve 3x + 5 = 20\nShow your work.' });
  const png = await renderTextImage(['Solve 3x + 5 = 20']);
  const result = await createTextExtractor({ imageReader: reader() })({ bytes: png });
  expect(result).toMatchObject({ kind: 'png', method: 'image-ocr', text: 'Solve 3x + 5 = 20\nShow your work.' });
  const sent = stub.requests[0]!.body as { model: string; messages: Array<{ content: Array<{ type: string; image_url?: { url: string } }> }> };
  expect(sent.model).toBe('vision-model');
  const image = sent.messages[0]!.content.find((part) => part.type === 'image_url');
  expect(image?.image_url?.url).toBe(`data:image/png;base64,${png.toString('base64')}`);
});

it('treats "NONE" from the vision model as an image without readable text (422)', async () => {
  stub.reply('/v1/chat/completions', { content: 'NONE' });
  const png = await renderTextImage([]);
  await expect(createTextExtractor({ imageReader: reader() })({ bytes: png })).rejects.toMatchObject({ status: 422 });
});
