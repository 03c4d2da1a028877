import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateLimits } from './config.js';
import type { LimitClass } from './route-table.js';

// Session check and rate limits in one Redis round trip: the script reads the session (sliding its
// expiry, as the shared store's own read does), then bumps fixed-window counters for the user and
// the address. A counter's window starts with its first hit; the answer says how long the fullest
// one stays closed. Without a live session nothing is counted.
// REVIEW: the user's counter key is built inside the script (not passed in KEYS), which is fine on
// one Redis but not on Redis Cluster; and the script knows the stored session's shape
// ({ sess: { userId } }, platform sessions.ts) — the gateway's session tests would catch a change.
const admitScript = `
local function count(key, limit)
  local hits = redis.call('INCR', key)
  if hits == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  if hits > tonumber(limit) then return redis.call('PTTL', key) end
  return 0
end
local userId = false
local blockedMs = 0
if KEYS[2] then
  local raw = redis.call('GETEX', KEYS[2], 'EX', ARGV[5])
  if not raw then return {false, 0} end
  local ok, stored = pcall(cjson.decode, raw)
  userId = ok and type(stored) == 'table' and type(stored.sess) == 'table' and stored.sess.userId
  if type(userId) ~= 'string' then return {false, 0} end
  blockedMs = count(ARGV[4] .. userId, ARGV[3])
end
blockedMs = math.max(blockedMs, count(KEYS[1], ARGV[2]))
return {userId, blockedMs}`;
const admitScriptSha = createHash('sha1').update(admitScript).digest('hex');

export interface AdmissionRequest {
  limitClass: LimitClass;
  ip: string;
  /** The session's Redis key when the route needs one; then a missing session admits nobody. */
  sessionKey?: string;
}

export interface Admission {
  /** The session's user; undefined when a session was asked for and none is live. */
  userId?: string;
  /** Above zero when a budget is spent: seconds until it refills. */
  retryAfterSeconds: number;
}

export type AdmissionCheck = (request: AdmissionRequest) => Promise<Admission>;

export function createAdmissionCheck(redis: Redis, limits: RateLimits, sessionTtlSeconds: number): AdmissionCheck {
  const windowMs = limits.windowSeconds * 1000;
  const prefix = limits.keyPrefix;
  return async function checkAdmission({ limitClass, ip, sessionKey }) {
    const ipKey = `${prefix}${limitClass}:ip:${ip}`;
    const keys = sessionKey ? [ipKey, sessionKey] : [ipKey];
    const args = [windowMs, limits.perIp[limitClass], limits.perUser[limitClass], `${prefix}${limitClass}:u:`, sessionTtlSeconds];
    const [userId, blockedMs] = (await runScript(redis, keys, args)) as [string | null, number];
    const retryAfterSeconds = blockedMs > 0 ? Math.max(1, Math.ceil(blockedMs / 1000)) : 0;
    return { userId: userId ?? undefined, retryAfterSeconds };
  };
}

async function runScript(redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
  try {
    return await redis.evalsha(admitScriptSha, keys.length, ...keys, ...args);
  } catch (error) {
    // A fresh or flushed Redis does not know the script yet: send it once in full.
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return redis.eval(admitScript, keys.length, ...keys, ...args);
  }
}
