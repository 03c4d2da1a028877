import { Redis, type RedisOptions } from 'ioredis';
import type { ReadinessCheck } from '../http/health.js';

// A command Redis has not answered by then fails ("Command timed out"), queued ones included, so a
// stalled or unreachable Redis costs a request about a second and a 503 (http/error-handler.ts),
// not a hang. Every command here is a key read or a small write answered in well under a millisecond.
export const redisCommandTimeoutMs = 1_000;

/** `options` adds to or overrides the defaults (e.g. `enableAutoPipelining` on a hot path). */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    commandTimeout: redisCommandTimeoutMs,
    ...options,
  });
}

export function redisReadiness(redis: Redis): ReadinessCheck {
  return { name: 'redis', check: () => redis.ping() };
}
