// A real ai-assistant for component tests (the kit's startTestApp): the openai provider pointed at
// the local OpenAI stub (the only thing outside our walls), real espeak-ng and tesseract, and the
// test stack's S3 (MinIO) and Redis.
import { startTestApp, type TestApp } from '@studyhall/platform/testing';
import { createTextExtractor } from '../documents/extract-text.js';
import { createTesseractReader } from '../documents/tesseract-ocr.js';
import { aiAssistantService } from '../service.js';
import { createEspeakSynthesizer } from '../speech/espeak-speech.js';
import { startOpenAiStub, type OpenAiStub } from './openai-stub.js';

type AiApp = typeof aiAssistantService;
type Booted = AiApp extends { wire(...args: never[]): Promise<infer D> } ? D : never;

export type AiTestApp = TestApp<unknown, AiApp['clients'], Booted> & { stub: OpenAiStub; bucket: string };

export async function startAiTestApp(options: { quotaLimit?: number } = {}): Promise<AiTestApp> {
  const stub = await startOpenAiStub();
  const reader = createTesseractReader();
  const bucket = 'ai-assistant-test';
  const app = await startTestApp(aiAssistantService, {
    env: {
      AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stub.baseURL, OPENAI_CHAT_MODEL: 'chat',
      OPENAI_TIMEOUT_MS: '2000', OPENAI_MAX_RETRIES: '0', OPENAI_MALFORMED_RETRIES: '1',
      S3_BUCKET: bucket, DOCUMENT_MAX_BYTES: String(5 * 1024 * 1024), AI_QUOTA_LIMIT: String(options.quotaLimit ?? 1000),
    },
    // Reading pages and speech stay offline here; the stub answers chat completions only.
    adjustDeps: (deps) => ({ ...deps, speech: createEspeakSynthesizer(), extractText: createTextExtractor({ imageReader: reader }) }),
  });
  return {
    ...app,
    stub,
    bucket,
    async close() {
      await app.close();
      await Promise.all([stub.close(), reader.close()]);
    },
  };
}
