import { storedSessionUserId, type Logger } from '@studyhall/platform';
import type { Redis } from 'ioredis';

/**
 * Sessions remembered in memory, kept true by Redis itself (client-side caching, CLIENT TRACKING):
 * Redis remembers which session keys this gateway read and tells it the moment one changes, expires
 * or is deleted (sign-out, rotation at sign-in, FLUSHDB), so a request with a known session needs no
 * round trip. Reads that could race with such a message, or that happen while the invalidation
 * connection is down, are answered but not remembered.
 *
 * A session lives a fixed time from sign-in (the auth service's SESSION_TTL_SECONDS, the same as the
 * cookie's Max-Age); the gateway only reads sessions. It reads a remembered one again at most once
 * per `rereadEveryMs`, which bounds how long a session could outlive its deletion if invalidations
 * were lost without either connection noticing.
 *
 * The gateway changes nothing in Redis.
 */
export interface SessionCache {
  /** The user of a live session; undefined when Redis has none under that key. */
  userOf(sessionKey: string): string | undefined | Promise<string | undefined>;
  /** True when `userOf` can answer from memory, without a Redis read. */
  isRemembered(sessionKey: string): boolean;
  stats(): SessionCacheStats;
  close(): Promise<void>;
}

export interface SessionCacheStats {
  /** Requests answered from memory / by a Redis read, since start. */
  hits: number;
  reads: number;
  /** Sessions believed without a read. */
  cached: number;
  /** Whether Redis is tracking this gateway's reads (false: every lookup is a Redis read). */
  tracking: boolean;
}

export interface SessionCacheOptions {
  logger: Logger;
  rereadEveryMs?: number;
  /** Past this many sessions the oldest remembered one is forgotten first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  /** Undefined once Redis said the session changed: read again before believing it. */
  userId: string | undefined;
  readAt: number;
}

interface Read {
  result: Promise<string | undefined>;
  /** Redis said the key changed while the read was on its way: its answer must not be remembered. */
  invalidated: boolean;
}

const invalidationChannel = '__redis__:invalidate';

export function createSessionCache(redis: Redis, options: SessionCacheOptions): SessionCache {
  const rereadEveryMs = options.rereadEveryMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const { logger } = options;
  const entries = new Map<string, Entry>();
  const reads = new Map<string, Read>();
  const counts = { hits: 0, reads: 0 };
  // Bumped whenever a connection drops or tracking is set up again; entries are only remembered
  // while `trackedGeneration` is the current one, i.e. Redis is tracking and its messages reach us.
  let generation = 0;
  let trackedGeneration = -1;
  let closed = false;

  // ioredis drops RESP3 "invalidate" pushes, so invalidations come as RESP2 pub/sub messages on a
  // connection of their own, to which the main connection redirects them.
  const invalidations = redis.duplicate({
    connectionName: 'gateway-session-invalidations',
    protocol: 2,
    autoResubscribe: false,
    enableAutoPipelining: false,
    lazyConnect: false,
  });
  let invalidationClientId: Promise<number> | undefined;

  const forgetAll = () => {
    entries.clear();
    for (const read of reads.values()) read.invalidated = true;
  };
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (entry) entry.userId = undefined;
    const read = reads.get(key);
    if (read) read.invalidated = true;
  };
  const stopTracking = () => {
    generation += 1;
    trackedGeneration = -1;
    forgetAll();
  };

  async function startTracking(): Promise<void> {
    stopTracking();
    const attempt = generation;
    if (closed || !invalidationClientId) return;
    try {
      const clientId = await invalidationClientId;
      await redis.call('CLIENT', 'TRACKING', 'OFF');
      await redis.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', String(clientId));
      if (attempt === generation) trackedGeneration = attempt;
    } catch (error) {
      // A dropped connection sets tracking up again when it is back; a refusal (an ACL without
      // CLIENT, a Redis older than 6) leaves every lookup a Redis read, which is still correct.
      if (closed || attempt !== generation) return;
      logger.warn({ err: error }, 'session cache: Redis cannot track reads; every session is read from Redis');
    }
  }

  invalidations.on('ready', () => {
    invalidationClientId = subscribeToInvalidations(invalidations);
    invalidationClientId.catch(() => undefined);
    void startTracking();
  });
  invalidations.on('close', () => {
    invalidationClientId = undefined;
    stopTracking();
  });
  invalidations.on('messageBuffer', (channel: Buffer, keys: Buffer[] | Buffer | null) => {
    if (channel.toString() !== invalidationChannel) return;
    // A null list means everything changed (FLUSHDB, FLUSHALL); a lone key came from a PUBLISH.
    if (keys === null) return forgetAll();
    for (const key of Array.isArray(keys) ? keys : [keys]) forget(key.toString());
  });
  redis.on('ready', () => void startTracking());
  redis.on('close', stopTracking);

  function remember(key: string, entry: Entry): void {
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  function readFromRedis(key: string): Promise<string | undefined> {
    const ongoing = reads.get(key);
    if (ongoing) return ongoing.result;
    counts.reads += 1;
    const rememberable = trackedGeneration === generation;
    const startedIn = generation;
    const read: Read = { invalidated: false, result: undefined as never };
    read.result = redis.get(key).then(
      (raw) => {
        reads.delete(key);
        const userId = storedSessionUserId(raw);
        if (!userId) entries.delete(key);
        else {
          const believable = rememberable && startedIn === generation && !read.invalidated;
          remember(key, { userId: believable ? userId : undefined, readAt: now() });
        }
        return userId;
      },
      (error: unknown) => {
        reads.delete(key);
        throw error;
      },
    );
    reads.set(key, read);
    return read.result;
  }

  function isRemembered(sessionKey: string): boolean {
    const entry = entries.get(sessionKey);
    return entry?.userId !== undefined && now() - entry.readAt < rereadEveryMs;
  }

  return {
    userOf(sessionKey) {
      if (!isRemembered(sessionKey)) return readFromRedis(sessionKey);
      counts.hits += 1;
      return entries.get(sessionKey)!.userId;
    },
    isRemembered,
    stats: () => ({
      ...counts,
      cached: [...entries.values()].filter((entry) => entry.userId !== undefined).length,
      tracking: trackedGeneration === generation,
    }),
    async close() {
      closed = true;
      stopTracking();
      await invalidations.quit().catch(() => invalidations.disconnect());
    },
  };
}

async function subscribeToInvalidations(connection: Redis): Promise<number> {
  const clientId = (await connection.client('ID')) as number;
  await connection.subscribe(invalidationChannel);
  return clientId;
}
