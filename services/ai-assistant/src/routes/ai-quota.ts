// Per-user quota on AI work (chat, read-aloud, generations), counted in Redis in fixed windows.
// The gateway's rate limit stops bursts; this caps how much model time one student can use.
import { TooMany } from '@studyhall/platform/errors';
import type { createRedis } from '@studyhall/platform';

export interface QuotaSettings {
  limit: number;
  windowSeconds: number;
}

export interface UsageCounter {
  /** Counts one use; returns the count in the current window and the seconds until it resets. */
  hit(userId: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
}

export function redisUsageCounter(redis: Pick<ReturnType<typeof createRedis>, 'multi'>): UsageCounter {
  return {
    async hit(userId, windowSeconds) {
      const window = Math.floor(Date.now() / 1000 / windowSeconds);
      const key = `ai:usage:${userId}:${window}`;
      const replies = await redis.multi().incr(key).expire(key, windowSeconds + 60).exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      const resetInSeconds = (window + 1) * windowSeconds - Math.floor(Date.now() / 1000);
      return { count, resetInSeconds: Math.max(1, resetInSeconds) };
    },
  };
}

export interface AiQuota {
  /** Counts one unit of AI work for the user, or throws TooMany (429) when over the limit. */
  charge(userId: unknown): Promise<void>;
}

/** Routes charge after validating input, so a rejected request costs the student nothing. */
export function createAiQuota(counter: UsageCounter, settings: QuotaSettings): AiQuota {
  return {
    async charge(userId) {
      const { count, resetInSeconds } = await counter.hit(String(userId), settings.windowSeconds);
      if (count <= settings.limit) return;
      throw new TooMany('You have reached your limit of AI requests for now.', resetInSeconds, {
        supportHint: `Your limit of ${settings.limit} AI requests resets in ${describe(resetInSeconds)}. ` +
          'Contact support if you need more.',
      });
    },
  };
}

function describe(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}
