// config → clients → AI engine → app → listen → graceful shutdown.
import {
  createLifecycle, createLogger, createRedis, createS3, currentLogger, internalTokenKey, redisReadiness, s3Readiness,
  serve, startService,
} from '@studyhall/platform';
import { createApp } from './app.js';
import { loadAiConfig } from './config.js';
import { createTextExtractor } from './documents/extract-text.js';
import { LocalAiProvider } from './domain/local/local-ai-provider.js';
import { selectEngine } from './providers/select-provider.js';
import { createAiQuota, redisUsageCounter } from './routes/ai-quota.js';

startService('ai-assistant', async () => {
  const config = loadAiConfig();
  const logger = createLogger('ai-assistant', config.LOG_LEVEL);
  const lifecycle = createLifecycle();
  const redis = createRedis(config.REDIS_URL);
  lifecycle.onShutdown('redis', () => redis.quit());
  const s3 = createS3(config);
  lifecycle.onShutdown('s3', async () => s3.destroy());
  const engine = selectEngine(config, { createLocalProvider: () => new LocalAiProvider(), logger: () => currentLogger(logger) });
  lifecycle.onShutdown('ai engine', () => engine.close());
  logger.info({ provider: engine.provider.name, speech: engine.speech.name }, 'AI engine selected');
  const app = createApp({
    logger,
    provider: engine.provider,
    speech: engine.speech,
    extractText: createTextExtractor({ imageReader: engine.imageReader, maxBytes: config.DOCUMENT_MAX_BYTES, ocrPageLimit: config.OCR_PAGE_LIMIT }),
    s3,
    uploadsBucket: config.S3_BUCKET,
    documentMaxBytes: config.DOCUMENT_MAX_BYTES,
    internalTokenKey: internalTokenKey(config.INTERNAL_TOKEN_SECRET),
    quota: createAiQuota(redisUsageCounter(redis), { limit: config.AI_QUOTA_LIMIT, windowSeconds: config.AI_QUOTA_WINDOW_SECONDS }),
    readiness: [redisReadiness(redis), s3Readiness(s3, config.S3_BUCKET)],
    isShuttingDown: lifecycle.isShuttingDown,
  });
  await serve(app, { port: config.PORT, logger, lifecycle });
});
