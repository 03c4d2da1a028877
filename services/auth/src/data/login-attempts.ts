import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LoginAttempts } from '../domain/sign-in.js';

export interface LoginAttemptLimits {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * A fixed window per key, started by the first failure: `login-fail:<sha256(key)>` counts failures
 * and expires with the window. Keys are hashed so emails do not sit in Redis key names.
 */
export function createLoginAttempts(redis: Redis, limits: LoginAttemptLimits): LoginAttempts {
  const keyOf = (key: string) => `login-fail:${createHash('sha256').update(key).digest('base64url')}`;
  return {
    async lockedFor(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(keyOf(key)).ttl(keyOf(key)).exec()) as [[unknown, string | null], [unknown, number]];
      if (Number(count ?? 0) < limits.maxFailures) return 0;
      return ttl > 0 ? ttl : limits.windowSeconds;
    },
    async recordFailure(key) {
      await redis.multi().incr(keyOf(key)).expire(keyOf(key), limits.windowSeconds, 'NX').exec();
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}
