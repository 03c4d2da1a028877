// Timelines in Redis: sorted set `timeline:{userId}` of item ids scored by creation time, capped.
// A marker member (score -1) says "this timeline was built": a fan-out only touches built timelines,
// so a lost or never-built one is rebuilt whole from the projections on the next read. A timeline
// nobody reads for `idleSeconds` expires (reads and rebuilds renew it; fan-outs do not, as ZADD keeps
// a key's expiry): Redis holds the timelines of active readers only, and the rest are rebuilt.
import type { Redis } from 'ioredis';
import { timelineCap, type TimelineEntry, type Timelines } from '../domain/feed.js';

const marker = '!built';
const batchSize = 500;

// KEYS: timelines; ARGV: cap, then score/member pairs. Adds to each built timeline and trims the
// oldest entries above the cap (rank 0 is the marker, which stays).
const addScript = `
local cap = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then
    for i = 2, #ARGV, 2 do redis.call('ZADD', key, ARGV[i], ARGV[i + 1]) end
    local extra = redis.call('ZCARD', key) - cap - 1
    if extra > 0 then redis.call('ZREMRANGEBYRANK', key, 1, extra) end
  end
end
return #KEYS`;

const removeScript = `
for _, key in ipairs(KEYS) do redis.call('ZREM', key, unpack(ARGV)) end
return #KEYS`;

type ScriptRedis = Redis & {
  timelineAdd(keyCount: number, ...args: (string | number)[]): Promise<number>;
  timelineRemove(keyCount: number, ...args: (string | number)[]): Promise<number>;
};

/** Two weeks: a student who reads weekly keeps their timeline; a departed one frees the memory. */
export const defaultIdleSeconds = 14 * 24 * 3600;

export function createRedisTimelines(redis: Redis, keyPrefix = '', idleSeconds = defaultIdleSeconds): Timelines {
  const scripts = redis as ScriptRedis;
  if (!('timelineAdd' in scripts)) {
    redis.defineCommand('timelineAdd', { lua: addScript });
    redis.defineCommand('timelineRemove', { lua: removeScript });
  }
  const key = (userId: string) => `${keyPrefix}timeline:${userId}`;
  const pairs = (entries: readonly TimelineEntry[]) => entries.flatMap((entry) => [entry.score, entry.itemId]);
  // Many timelines per script call, the calls pipelined on one connection.
  const inBatches = (userIds: readonly string[], run: (keys: string[]) => Promise<number>) =>
    Promise.all(chunks(userIds.map(key), batchSize).map(run)).then(() => undefined);
  return {
    addToMany: (userIds, entry) =>
      inBatches(userIds, (keys) => scripts.timelineAdd(keys.length, ...keys, timelineCap, ...pairs([entry]))),
    removeFromMany: (userIds, itemIds) =>
      itemIds.length === 0 ? Promise.resolve() : inBatches(userIds, (keys) => scripts.timelineRemove(keys.length, ...keys, ...itemIds)),
    async addMany(userId, entries) {
      if (entries.length > 0) await scripts.timelineAdd(1, key(userId), timelineCap, ...pairs(entries));
    },
    async replace(userId, entries) {
      await redis.multi().del(key(userId)).zadd(key(userId), -1, marker, ...pairs(entries)).expire(key(userId), idleSeconds).exec();
    },
    async read(userId, after, limit) {
      // Entries at the cursor's own time may precede it; fetch enough of them to skip past.
      const max = after ? String(after.score) : '+inf';
      // One round trip: EXPIRE renews the timeline (a read) and, answering 0, says there is none.
      const replies = await redis.pipeline().expire(key(userId), idleSeconds)
        .zrevrangebyscore(key(userId), max, 0, 'WITHSCORES', 'LIMIT', 0, limit + 50).exec();
      const [[expireError, renewed], [rangeError, reply]] = replies as [[Error | null, number], [Error | null, string[]]];
      if (expireError || rangeError) throw expireError ?? rangeError;
      if (renewed !== 1) return undefined;
      const entries: TimelineEntry[] = [];
      for (let i = 0; i < reply.length; i += 2) entries.push({ itemId: reply[i]!, score: Number(reply[i + 1]) });
      return entries.filter((entry) => !after || entry.score < after.score || entry.itemId < after.itemId).slice(0, limit);
    },
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
