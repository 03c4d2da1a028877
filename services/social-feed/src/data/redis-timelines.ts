// Timelines in Redis: sorted set `timeline:{userId}` of item ids scored by creation time, capped.
// A marker member (score -1) says "this timeline was built": a fan-out only touches existing
// timelines, so a lost or never-built one is rebuilt from the projections on the next read. A timeline
// nobody reads for `idleSeconds` expires (reads and rebuilds renew it; fan-outs do not, as ZADD keeps
// a key's expiry): Redis holds the timelines of active readers only, and the rest are rebuilt.
//
// A rebuild reads the projections (a snapshot) and then writes: fan-outs and removals between the
// two must survive it, in any replica. So a build first opens the timeline (a `!building:<token>`
// member, score -3) before it reads: fan-outs then land in it, removals leave a tombstone
// (`!removed:<itemId>`, score -2) that keeps the snapshot's stale copy out, and the build ends by
// merging the snapshot in (never DEL) and marking it built. All of it in Lua scripts, so atomic.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { timelineCap, type TimelineEntry, type Timelines } from '../domain/feed.js';

const marker = '!built';
const batchSize = 500;
const staleBuildMs = 60_000;

// Members below score 0 are bookkeeping (marker -1, tombstones -2, builds -3), never entries; the
// cap counts entries only, and trimming drops the oldest of them.
const trim = `
local function trim(key, cap)
  local special = redis.call('ZCOUNT', key, '-inf', '(0')
  local extra = redis.call('ZCARD', key) - special - cap
  if extra > 0 then redis.call('ZREMRANGEBYRANK', key, special, special + extra - 1) end
end`;

// KEYS: timelines; ARGV: cap, then score/member pairs. Adds to each existing timeline (built, or
// being built: the build keeps what lands meanwhile) and trims the oldest entries above the cap.
const addScript = `${trim}
local cap = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then
    for i = 2, #ARGV, 2 do redis.call('ZADD', key, ARGV[i], ARGV[i + 1]) end
    trim(key, cap)
  end
end
return #KEYS`;

// KEYS: timelines; ARGV: item ids. A timeline being built also remembers them as removed.
const removeScript = `
for _, key in ipairs(KEYS) do
  redis.call('ZREM', key, unpack(ARGV))
  if redis.call('ZCOUNT', key, -3, -3) > 0 then
    for _, id in ipairs(ARGV) do redis.call('ZADD', key, -2, '!removed:' .. id) end
  end
end
return #KEYS`;

// KEYS: timeline; ARGV: build token, idle seconds. 0: already built, nothing to do; 1: opened.
// An open build lives at least as long as a build may take (a short idle time must not expire the
// timeline under a slow snapshot, or the build would find it gone and start over, again and again).
const beginBuildScript = `
local key = KEYS[1]
if redis.call('ZSCORE', key, '${marker}') then return 0 end
redis.call('ZADD', key, -3, '!building:' .. ARGV[1])
redis.call('EXPIRE', key, math.max(tonumber(ARGV[2]), ${staleBuildMs / 1000}))
return 1`;

// KEYS: timeline; ARGV: build token, idle seconds, cap, now (ms), then the snapshot's score/member
// pairs. 0 when the timeline vanished meanwhile (expired, flushed): fan-outs were skipped, so the
// snapshot alone is not the timeline; nothing is written and the caller builds again. Tombstones go
// with the last build; a build older than a minute is one whose process died, and counts no more.
const finishBuildScript = `${trim}
local key = KEYS[1]
if not redis.call('ZSCORE', key, '!building:' .. ARGV[1]) then return 0 end
for i = 5, #ARGV, 2 do
  if not redis.call('ZSCORE', key, '!removed:' .. ARGV[i + 1]) then redis.call('ZADD', key, 'NX', ARGV[i], ARGV[i + 1]) end
end
redis.call('ZREM', key, '!building:' .. ARGV[1])
for _, other in ipairs(redis.call('ZRANGEBYSCORE', key, -3, -3)) do
  local started = tonumber(string.match(other, '^!building:(%d+):'))
  if started and started < tonumber(ARGV[4]) - ${staleBuildMs} then redis.call('ZREM', key, other) end
end
if redis.call('ZCOUNT', key, -3, -3) == 0 then redis.call('ZREMRANGEBYSCORE', key, -2, -2) end
redis.call('ZADD', key, -1, '${marker}')
trim(key, tonumber(ARGV[3]))
redis.call('EXPIRE', key, ARGV[2])
return 1`;

type ScriptRedis = Redis & {
  timelineAdd(keyCount: number, ...args: (string | number)[]): Promise<number>;
  timelineRemove(keyCount: number, ...args: (string | number)[]): Promise<number>;
  timelineBeginBuild(keyCount: number, ...args: (string | number)[]): Promise<number>;
  timelineFinishBuild(keyCount: number, ...args: (string | number)[]): Promise<number>;
};

const buildAttempts = 3;

/** Two weeks: a student who reads weekly keeps their timeline; a departed one frees the memory. */
export const defaultIdleSeconds = 14 * 24 * 3600;

export function createRedisTimelines(redis: Redis, keyPrefix = '', idleSeconds = defaultIdleSeconds): Timelines {
  const scripts = redis as ScriptRedis;
  if (!('timelineAdd' in scripts)) {
    redis.defineCommand('timelineAdd', { lua: addScript });
    redis.defineCommand('timelineRemove', { lua: removeScript });
    redis.defineCommand('timelineBeginBuild', { lua: beginBuildScript });
    redis.defineCommand('timelineFinishBuild', { lua: finishBuildScript });
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
    async build(userId, snapshot) {
      for (let attempt = 0; attempt < buildAttempts; attempt++) {
        const token = `${Date.now()}:${randomUUID()}`;
        if ((await scripts.timelineBeginBuild(1, key(userId), token, idleSeconds)) === 0) return;
        const entries = await snapshot();
        if ((await scripts.timelineFinishBuild(1, key(userId), token, idleSeconds, timelineCap, Date.now(), ...pairs(entries))) === 1) return;
      }
    },
    async read(userId, after, limit) {
      // Entries at the cursor's own time may precede it; fetch enough of them to skip past.
      const max = after ? String(after.score) : '+inf';
      // One round trip: EXPIRE renews the timeline (a read); without the marker it is not (yet) built.
      const replies = await redis.pipeline().expire(key(userId), idleSeconds).zscore(key(userId), marker)
        .zrevrangebyscore(key(userId), max, 0, 'WITHSCORES', 'LIMIT', 0, limit + 50).exec();
      const [[expireError], [markerError, built], [rangeError, reply]] = replies as [[Error | null], [Error | null, string | null], [Error | null, string[]]];
      if (expireError || markerError || rangeError) throw expireError ?? markerError ?? rangeError;
      if (built === null) return undefined;
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
