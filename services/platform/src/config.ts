import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once with a zod object schema. Every bad or missing variable is listed
 * in one error, so start-up fails fast with the whole story instead of one variable at a time.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const received = env[name] === undefined ? 'missing' : 'invalid';
    return `${name} (${received}): ${issue.message}`;
  });
  throw new ConfigError(problems);
}

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const serviceConfig = {
  port,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MONGO_URL: z.url({ protocol: /^mongodb(\+srv)?$/, error: 'must be a mongodb:// URL' }),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }),
  KAFKA_BROKERS: z
    .string()
    .min(1)
    .transform((value) => value.split(',').map((broker) => broker.trim()).filter(Boolean)),
  KAFKA_CLIENT_ID: z.string().optional(),
  S3_ENDPOINT: z.url(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1),
  S3_SECRET_ACCESS_KEY: z.string().min(1),
  S3_BUCKET: z.string().min(3).default('studyhall-uploads'),
  INTERNAL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters'),
} as const;

/** The S3 settings of a service that stores or reads uploads, to spread into its schema. */
export const s3ConfigFields = {
  S3_ENDPOINT: serviceConfig.S3_ENDPOINT,
  S3_REGION: serviceConfig.S3_REGION,
  S3_ACCESS_KEY_ID: serviceConfig.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: serviceConfig.S3_SECRET_ACCESS_KEY,
  S3_BUCKET: serviceConfig.S3_BUCKET,
} as const;
