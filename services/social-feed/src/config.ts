import { loadConfig, serviceConfig } from '@studyhall/platform';
import { z } from 'zod';
import { defaultIdleSeconds } from './data/redis-timelines.js';

export const socialFeedConfigSchema = z.object({
  PORT: serviceConfig.port(8084),
  LOG_LEVEL: serviceConfig.LOG_LEVEL,
  MONGO_URL: serviceConfig.MONGO_URL,
  MONGO_DB: z.string().min(1).default('studyhall-social-feed'),
  REDIS_URL: serviceConfig.REDIS_URL,
  KAFKA_BROKERS: serviceConfig.KAFKA_BROKERS,
  KAFKA_CLIENT_ID: z.string().default('social-feed'),
  INTERNAL_TOKEN_SECRET: serviceConfig.INTERNAL_TOKEN_SECRET,
  // auth's internal user lookup, asked when the users projection has not caught up with a new student.
  AUTH_URL: z.url().default('http://127.0.0.1:8081'),
  // Authors with more followers than this are merged into feeds at read time instead of fanned out.
  FEED_FANOUT_MAX: z.coerce.number().int().nonnegative().default(10_000),
  // A timeline nobody reads for this long leaves Redis; the next read rebuilds it from Mongo.
  TIMELINE_IDLE_SECONDS: z.coerce.number().int().positive().default(defaultIdleSeconds),
  // Prepended to every Redis key of this service (tests use their own, so they never touch others').
  REDIS_KEY_PREFIX: z.string().default(''),
});

export type SocialFeedConfig = z.infer<typeof socialFeedConfigSchema>;

export function loadSocialFeedConfig(env: NodeJS.ProcessEnv = process.env): SocialFeedConfig {
  return loadConfig(socialFeedConfigSchema, env);
}
