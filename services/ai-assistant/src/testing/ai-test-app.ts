// A real ai-assistant app for component tests, served on an ephemeral port through app.callback():
// the openai provider pointed at the local OpenAI stub (the only thing outside our walls), real
// espeak-ng, real document extraction, and the test stack's S3 (MinIO).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, createRedis, createS3, ensureBucket, internalTokenKey, mintInternalToken } from '@studyhall/platform';
import { createApp, SERVICE_AUDIENCE } from '../app.js';
import { createTextExtractor } from '../documents/extract-text.js';
import { createTesseractReader } from '../documents/tesseract-ocr.js';
import { withQuestionChecks } from '../domain/checked-provider.js';
import { createOpenAiClient } from '../providers/openai/openai-settings.js';
import { createOpenAiProvider } from '../providers/openai/openai-provider.js';
import { createChatCaller } from '../providers/openai/structured-chat.js';
import { createAiQuota, redisUsageCounter } from '../routes/ai-quota.js';
import { createEspeakSynthesizer } from '../speech/espeak-speech.js';
import { startOpenAiStub, type OpenAiStub } from './openai-stub.js';

const secret = 'ai-assistant-test-internal-secret-32+';

export interface AiTestApp {
  url: string;
  stub: OpenAiStub;
  s3: ReturnType<typeof createS3>;
  bucket: string;
  tokenFor(userId: string, audience?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startAiTestApp(options: { quotaLimit?: number } = {}): Promise<AiTestApp> {
  const env = process.env;
  const redis = createRedis(env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const s3 = createS3({
    S3_ENDPOINT: env.S3_ENDPOINT ?? 'http://127.0.0.1:9000', S3_REGION: env.S3_REGION ?? 'us-east-1',
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID ?? '', S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY ?? '',
    S3_BUCKET: 'unused',
  });
  const bucket = 'ai-assistant-test';
  await ensureBucket(s3, bucket);
  const stub = await startOpenAiStub();
  const logger = createLogger('ai-assistant-test', 'silent');
  const client = createOpenAiClient({
    apiKey: 'sk-test', baseURL: stub.baseURL, chatModel: 'chat', visionModel: 'vision', speechModel: 'speech',
    speechVoice: 'alloy', timeoutMs: 2_000, maxRetries: 0, malformedRetries: 1,
  });
  const reader = createTesseractReader();
  const key = internalTokenKey(secret);
  const app = createApp({
    logger,
    provider: withQuestionChecks(createOpenAiProvider(createChatCaller(client, () => logger, 1), { chatModel: 'chat' })),
    speech: createEspeakSynthesizer(),
    extractText: createTextExtractor({ imageReader: reader }),
    s3,
    uploadsBucket: bucket,
    documentMaxBytes: 5 * 1024 * 1024,
    internalTokenKey: key,
    quota: createAiQuota(redisUsageCounter(redis), { limit: options.quotaLimit ?? 1000, windowSeconds: 3600 }),
  });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stub,
    s3,
    bucket,
    tokenFor: (userId, audience = SERVICE_AUDIENCE) => mintInternalToken(key, { userId, audience }),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.all([stub.close(), reader.close()]);
      s3.destroy();
      await redis.quit();
    },
  };
}
