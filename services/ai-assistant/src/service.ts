// ai-assistant on the service template: Redis (AI quota) and S3 (reads uploaded originals); the AI
// engine chosen once from the configuration (openai with a key, else the offline local provider).
import { currentLogger } from '@studyhall/platform';
import { defineService } from '@studyhall/platform/service';
import { createApp } from './app.js';
import { aiConfigSchema } from './config.js';
import { createTextExtractor } from './documents/extract-text.js';
import { LocalAiProvider } from './domain/local/local-ai-provider.js';
import { nlp } from './domain/local/text/nlp.js';
import { selectEngine } from './providers/select-provider.js';
import { createAiQuota, redisUsageCounter } from './routes/ai-quota.js';

export const aiAssistantService = defineService({
  name: 'ai-assistant',
  configSchema: aiConfigSchema,
  clients: { redis: true, s3: true },
  async wire({ config, logger, clients, lifecycle, tokenKey }) {
    const engine = selectEngine(config, { createLocalProvider: () => new LocalAiProvider(), logger: () => currentLogger(logger) });
    lifecycle.onShutdown('ai engine', () => engine.close());
    logger.info({ provider: engine.provider.name, speech: engine.speech.name }, 'AI engine selected');
    // The language model takes ~0.4 s to load: at start, not in a student's first request.
    if (engine.provider.name === 'local') nlp();
    return {
      logger,
      provider: engine.provider,
      speech: engine.speech,
      extractText: createTextExtractor({ imageReader: engine.imageReader, maxBytes: config.DOCUMENT_MAX_BYTES, ocrPageLimit: config.OCR_PAGE_LIMIT }),
      s3: clients.s3,
      uploadsBucket: clients.bucket,
      documentMaxBytes: config.DOCUMENT_MAX_BYTES,
      internalTokenKey: tokenKey,
      quota: createAiQuota(redisUsageCounter(clients.redis), { limit: config.AI_QUOTA_LIMIT, windowSeconds: config.AI_QUOTA_WINDOW_SECONDS }),
    };
  },
  createApp: (deps, http) => createApp({ ...deps, readiness: http.readiness, isShuttingDown: http.isShuttingDown }),
});
