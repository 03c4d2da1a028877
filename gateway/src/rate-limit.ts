import { createHash } from 'node:crypto';
import { TooMany } from '@studyhall/platform';
import type { Redis } from 'ioredis';
import type { RateLimits } from './config.js';
import type { LimitClass } from './route-table.js';

// Fixed windows, one round trip: every counter of the request is incremented by one script, which
// starts a counter's window on its first hit and reports how long the fullest one is still closed.
const countScript = `
local blockedMs = 0
for i, key in ipairs(KEYS) do
  local hits = redis.call('INCR', key)
  if hits == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  if hits > tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl > blockedMs then blockedMs = ttl end
  end
end
return blockedMs`;
const countScriptSha = createHash('sha1').update(countScript).digest('hex');

export interface RateLimitSubject {
  limitClass: LimitClass;
  ip: string;
  userId?: string;
}

export type RateLimiter = (subject: RateLimitSubject) => Promise<void>;

/** Throws TooMany (429 + Retry-After) once the user's or the address's budget for the window is spent. */
export function createRateLimiter(redis: Redis, limits: RateLimits): RateLimiter {
  const windowMs = String(limits.windowSeconds * 1000);
  return async function checkRateLimit({ limitClass, ip, userId }) {
    const ipKey = `rl:${limitClass}:ip:${ip}`;
    const ipLimit = limits.perIp[limitClass];
    const blockedMs = userId
      ? await runCountScript(redis, [`rl:${limitClass}:u:${userId}`, ipKey], [windowMs, limits.perUser[limitClass], ipLimit])
      : await runCountScript(redis, [ipKey], [windowMs, ipLimit]);
    if (blockedMs > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(blockedMs / 1000));
      throw new TooMany(`Too many requests. Please try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds);
    }
  };
}

async function runCountScript(redis: Redis, keys: string[], args: (string | number)[]): Promise<number> {
  try {
    return Number(await redis.evalsha(countScriptSha, keys.length, ...keys, ...args));
  } catch (error) {
    // A fresh or flushed Redis does not know the script yet: send it once in full.
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return Number(await redis.eval(countScript, keys.length, ...keys, ...args));
  }
}
