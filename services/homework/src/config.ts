import { loadConfig, s3ConfigFields, serviceConfig } from '@studyhall/platform';
import { z } from 'zod';

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const homeworkConfigSchema = z.object({
  PORT: serviceConfig.port(8083),
  LOG_LEVEL: serviceConfig.LOG_LEVEL,
  MONGO_URL: serviceConfig.MONGO_URL,
  MONGO_DB: z.string().min(1).default('studyhall-homework'),
  KAFKA_BROKERS: serviceConfig.KAFKA_BROKERS,
  ...s3ConfigFields,
  INTERNAL_TOKEN_SECRET: serviceConfig.INTERNAL_TOKEN_SECRET,
  AI_ASSISTANT_URL: z.url().default('http://127.0.0.1:8085'),
  // Writing a solution is quick; reading a photo (HEIC decode + OCR) takes seconds on a busy machine.
  // Both stay under the gateway's 120 s for AI routes, so the student gets our message, not its.
  AI_TIMEOUT_MS: milliseconds(30_000),
  AI_EXTRACT_TIMEOUT_MS: milliseconds(90_000),
});

export type HomeworkConfig = z.infer<typeof homeworkConfigSchema>;

export function loadHomeworkConfig(env: NodeJS.ProcessEnv = process.env): HomeworkConfig {
  return loadConfig(homeworkConfigSchema, env);
}
