// The ai-assistant Koa app, without listen: main.ts serves it, tests drive app.callback().
import type { S3Client } from '@aws-sdk/client-s3';
import { createHttpApp, requireInternalToken, type Logger, type ReadinessCheck } from '@studyhall/platform';
import type Koa from 'koa';
import type { ExtractText } from './documents/extract-text.js';
import type { AiProvider } from './domain/ai-provider.js';
import type { AiQuota } from './routes/ai-quota.js';
import { internalRoutes } from './routes/internal-routes.js';
import { publicRoutes } from './routes/public-routes.js';
import type { SpeechSynthesizer } from './speech/speech.js';

export const SERVICE_AUDIENCE = 'ai-assistant';

export interface AppDeps {
  logger: Logger;
  provider: AiProvider;
  speech: SpeechSynthesizer;
  extractText: ExtractText;
  s3: Pick<S3Client, 'send'>;
  /** The only bucket /internal/documents/extract reads from. */
  uploadsBucket: string;
  documentMaxBytes: number;
  internalTokenKey: Uint8Array;
  quota: AiQuota;
  readiness?: ReadinessCheck[];
  isShuttingDown?: () => boolean;
}

export function createApp(deps: AppDeps): Koa {
  // Lesson text can be long (contracts allow 200,000 characters, more once JSON-escaped).
  const app = createHttpApp({ logger: deps.logger, readiness: deps.readiness ?? [], isShuttingDown: deps.isShuttingDown, jsonLimit: '2mb' });
  // Every route, public or internal, is reached with an internal token for this service: the gateway
  // mints one per signed-in user, and lessons-quiz/homework mint their own.
  app.use(requireInternalToken(deps.internalTokenKey, SERVICE_AUDIENCE));
  for (const router of [publicRoutes(deps), internalRoutes(deps)]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  return app;
}
