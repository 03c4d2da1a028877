import { resolve } from 'node:path';
import { loadConfig, serviceConfig } from '@studyhall/platform';
import { z } from 'zod';
import type { LimitClass, ServiceName, TimeBudget } from './route-table.js';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const milliseconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const upstream = (port: number) => z.url().default(`http://127.0.0.1:${port}`);

const schema = z.object({
  PORT: serviceConfig.port(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: serviceConfig.LOG_LEVEL,
  REDIS_URL: serviceConfig.REDIS_URL,
  INTERNAL_TOKEN_SECRET: serviceConfig.INTERNAL_TOKEN_SECRET,
  AUTH_URL: upstream(8081),
  LESSONS_QUIZ_URL: upstream(8082),
  HOMEWORK_URL: upstream(8083),
  SOCIAL_FEED_URL: upstream(8084),
  AI_ASSISTANT_URL: upstream(8085),
  // How long a service may take to answer, per route budget (route-table.ts `TimeBudget`); past it
  // the browser gets 504 with a message naming the service.
  UPSTREAM_TIMEOUT_MS: milliseconds(15_000),
  // A student waiting at the screen: study chat and read-aloud. 28 s: undici checks its timeouts
  // about once a second, so the 504 reaches the browser before 30 s.
  INTERACTIVE_UPSTREAM_TIMEOUT_MS: milliseconds(28_000),
  // AI generation (lessons, quizzes, questions, homework solutions) legitimately takes tens of seconds.
  AI_UPSTREAM_TIMEOUT_MS: milliseconds(120_000),
  // A service that failed to answer this many requests in a row gets 503 at once for the next
  // UPSTREAM_BREAKER_OPEN_MS, instead of every student waiting out its budget (upstream-breaker.ts).
  UPSTREAM_BREAKER_FAILURES: count(5),
  UPSTREAM_BREAKER_OPEN_MS: milliseconds(5_000),
  MAX_UPLOAD_BYTES: count(10 * 1024 * 1024),
  MAX_JSON_BYTES: count(1024 * 1024),
  RATE_LIMIT_WINDOW_SECONDS: count(60),
  RATE_LIMIT_DEFAULT_PER_USER: count(600),
  RATE_LIMIT_DEFAULT_PER_IP: count(1_200),
  RATE_LIMIT_AI_PER_USER: count(20),
  RATE_LIMIT_AI_PER_IP: count(60),
  RATE_LIMIT_LOGIN_PER_IP: count(20),
  // Separates counters of instances that must not share budgets (a benchmark next to a running system).
  RATE_LIMIT_KEY_PREFIX: z.string().default('rl:'),
  // 0 = the gateway is the edge and X-Forwarded-For is ignored; n = trust the last n proxies' entries.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  WEB_DIST_DIR: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
});

export type GatewayEnv = z.infer<typeof schema>;

export interface RateLimits {
  keyPrefix: string;
  windowSeconds: number;
  perUser: Record<LimitClass, number>;
  perIp: Record<LimitClass, number>;
}

export interface GatewayConfig {
  port: number;
  host: string;
  logLevel: string;
  redisUrl: string;
  internalTokenSecret: string;
  upstreams: Record<ServiceName, string>;
  timeoutMs: Record<TimeBudget, number>;
  breaker: { failuresToOpen: number; openMs: number };
  maxUploadBytes: number;
  maxJsonBytes: number;
  rateLimits: RateLimits;
  trustedProxyHops: number;
  webDistDir: string;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = loadConfig(schema, env);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    internalTokenSecret: e.INTERNAL_TOKEN_SECRET,
    upstreams: {
      auth: e.AUTH_URL,
      'lessons-quiz': e.LESSONS_QUIZ_URL,
      homework: e.HOMEWORK_URL,
      'social-feed': e.SOCIAL_FEED_URL,
      'ai-assistant': e.AI_ASSISTANT_URL,
    },
    timeoutMs: { default: e.UPSTREAM_TIMEOUT_MS, interactive: e.INTERACTIVE_UPSTREAM_TIMEOUT_MS, generation: e.AI_UPSTREAM_TIMEOUT_MS },
    breaker: { failuresToOpen: e.UPSTREAM_BREAKER_FAILURES, openMs: e.UPSTREAM_BREAKER_OPEN_MS },
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    maxJsonBytes: e.MAX_JSON_BYTES,
    rateLimits: rateLimitsFrom(e),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    webDistDir: e.WEB_DIST_DIR,
  };
}

function rateLimitsFrom(e: GatewayEnv): RateLimits {
  return {
    keyPrefix: e.RATE_LIMIT_KEY_PREFIX,
    windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    perUser: { default: e.RATE_LIMIT_DEFAULT_PER_USER, ai: e.RATE_LIMIT_AI_PER_USER, login: e.RATE_LIMIT_DEFAULT_PER_USER },
    perIp: { default: e.RATE_LIMIT_DEFAULT_PER_IP, ai: e.RATE_LIMIT_AI_PER_IP, login: e.RATE_LIMIT_LOGIN_PER_IP },
  };
}
