// ai-assistant's environment, parsed once at start. No OpenAI variable is required: without a key the
// service runs on the offline local provider.
import { loadConfig, s3ConfigFields, serviceConfig } from '@studyhall/platform';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const aiConfigSchema = z.object({
  PORT: serviceConfig.port(8085),
  LOG_LEVEL: serviceConfig.LOG_LEVEL,
  REDIS_URL: serviceConfig.REDIS_URL,
  ...s3ConfigFields,
  INTERNAL_TOKEN_SECRET: serviceConfig.INTERNAL_TOKEN_SECRET,
  /** local | openai; unset → openai when OPENAI_API_KEY is set, else local. */
  AI_PROVIDER: optional(z.enum(['local', 'openai'])),
  OPENAI_API_KEY: optional(z.string().min(1)),
  /** Any OpenAI-compatible server (Ollama, vLLM…); unset → the SDK's default. */
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_VISION_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_SPEECH_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
  OPENAI_SPEECH_VOICE: z.string().min(1).default('alloy'),
  OPENAI_TIMEOUT_MS: positiveInt(60_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  OPENAI_MALFORMED_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  ESPEAK_BINARY: z.string().min(1).default('espeak-ng'),
  ESPEAK_VOICE: z.string().min(1).default('en-us'),
  DOCUMENT_MAX_BYTES: positiveInt(25 * 1024 * 1024),
  OCR_PAGE_LIMIT: positiveInt(10),
  /** Per-user AI work (chat, read-aloud, generations) allowed in each quota window. */
  AI_QUOTA_LIMIT: positiveInt(300),
  AI_QUOTA_WINDOW_SECONDS: positiveInt(3600),
}).refine((c) => c.AI_PROVIDER !== 'openai' || c.OPENAI_API_KEY || c.OPENAI_BASE_URL, {
  message: 'AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a server without keys)',
  path: ['OPENAI_API_KEY'],
});

export type AiConfig = z.infer<typeof aiConfigSchema>;

export function loadAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  return loadConfig(aiConfigSchema, env);
}

export function providerName(config: Pick<AiConfig, 'AI_PROVIDER' | 'OPENAI_API_KEY'>): 'local' | 'openai' {
  return config.AI_PROVIDER ?? (config.OPENAI_API_KEY ? 'openai' : 'local');
}
