import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LoginAttempts } from '../domain/sign-in.js';

export interface LoginAttemptLimits {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * A fixed window per key, started by its first attempt: `login-fail:<sha256(key)>` counts attempts
 * that have not succeeded and expires with the window. An attempt is counted (INCR, in one
 * transaction with the window's expiry and what is left of it) before its password is checked, so
 * concurrent guesses cannot all pass a "not locked yet" check before any of them is recorded.
 * Keys are hashed so emails do not sit in Redis key names.
 */
export function createLoginAttempts(redis: Redis, limits: LoginAttemptLimits): LoginAttempts {
  const keyOf = (key: string) => `login-fail:${createHash('sha256').update(key).digest('base64url')}`;
  return {
    async reserve(key) {
      const counted = keyOf(key);
      const replies = await redis.multi().incr(counted).expire(counted, limits.windowSeconds, 'NX').ttl(counted).exec();
      const [[, attempts], , [, ttl]] = replies as [[unknown, number], unknown, [unknown, number]];
      if (attempts <= limits.maxFailures) return 0;
      return ttl > 0 ? ttl : limits.windowSeconds;
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}
