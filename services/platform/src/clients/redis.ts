import { Redis, type RedisOptions } from 'ioredis';
import type { ReadinessCheck } from '../http/health.js';

/** `options` adds to or overrides the defaults (e.g. `enableAutoPipelining` on a hot path). */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false, ...options });
}

export function redisReadiness(redis: Redis): ReadinessCheck {
  return { name: 'redis', check: () => redis.ping() };
}
