import { Redis } from 'ioredis';
import type { ReadinessCheck } from '../http/health.js';

export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}

export function redisReadiness(redis: Redis): ReadinessCheck {
  return { name: 'redis', check: () => redis.ping() };
}
