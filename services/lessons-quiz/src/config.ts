import { loadConfig, s3ConfigFields, serviceConfig } from '@studyhall/platform';
import { z } from 'zod';

export const lessonsConfigSchema = z.object({
  PORT: serviceConfig.port(8082),
  LOG_LEVEL: serviceConfig.LOG_LEVEL,
  MONGO_URL: serviceConfig.MONGO_URL,
  MONGO_DB: z.string().min(1).default('studyhall-lessons-quiz'),
  KAFKA_BROKERS: serviceConfig.KAFKA_BROKERS,
  KAFKA_CLIENT_ID: z.string().default('lessons-quiz'),
  ...s3ConfigFields,
  INTERNAL_TOKEN_SECRET: serviceConfig.INTERNAL_TOKEN_SECRET,
  AI_ASSISTANT_URL: z.url().default('http://127.0.0.1:8085'),
  // Extraction of a long scanned PDF (OCR) takes tens of seconds; the gateway waits as long.
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  // How often the outbox relay scans for events a crash left unsent (a full collection read).
  REDIS_URL: serviceConfig.REDIS_URL,
  // Memory for cached shelves and progress (data/read-cache.ts); a student's 50 lessons take ~0.09 MB.
  READ_CACHE_MB: z.coerce.number().positive().default(160),
  // Unsaved lesson previews' originals are removed by S3 after this many days (data/preview-expiry.ts).
  PREVIEW_EXPIRY_DAYS: z.coerce.number().int().min(1).default(1),
  OUTBOX_SWEEP_MS: z.coerce.number().int().positive().default(15 * 60_000),
});

export type LessonsConfig = z.infer<typeof lessonsConfigSchema>;

export function loadLessonsConfig(env: NodeJS.ProcessEnv = process.env): LessonsConfig {
  return loadConfig(lessonsConfigSchema, env);
}
