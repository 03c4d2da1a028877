// People search is rate limited per student (a fixed window in Redis), so nobody walks the directory.
import { TooMany } from '@studyhall/platform/errors';
import type { Redis } from 'ioredis';

export interface SearchQuota {
  charge(userId: string): Promise<void>;
}

export const tooManySearchesMessage = 'You are searching too fast. Please wait a moment and try again.';

export function createSearchQuota(redis: Redis, { limit, windowSeconds }: { limit: number; windowSeconds: number }): SearchQuota {
  return {
    async charge(userId) {
      const key = `auth:search-quota:${userId}`;
      const replies = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      if (count > limit) throw new TooMany(tooManySearchesMessage, Math.max(1, Number(replies?.[2]?.[1] ?? windowSeconds)));
    },
  };
}
