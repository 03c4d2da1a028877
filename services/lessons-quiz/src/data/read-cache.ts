// A read-through cache of the per-owner documents the hot reads use (a student's shelf, their
// progress, a topic's shelf, the topic list). FerretDB answers even an _id lookup by scanning its
// bucket, so each read costs milliseconds of its CPU; under 50 concurrent students it was the bound.
//
// Each process keeps parsed copies in memory (LRU, bounded by bytes). Whether a copy is still current
// is asked of Redis on every read: one tiny GET of the document's version token, shared by every
// replica. A write replaces the token with a fresh random one before AND after it changes Mongo, so
// - the writer's next read, and every other replica's, misses and re-reads Mongo (read-your-writes,
//   deletes visible at once, on any replica);
// - a reader that loaded the old document while the write ran keeps it under a token nobody asks for
//   again (the token after the write is new), never under the current one;
// - tokens are random, not counters: a version key that expired or was lost with Redis comes back as
//   a token no process has cached (no ABA).
// Redis unreachable: reads go to Mongo uncached; writes fail before touching Mongo (the token could not
// be replaced, so other replicas would keep serving the old copy). If the second replacement fails
// (Redis lost in the middle of a write) a copy may stay stale: `maxAgeMs` bounds that, and it is logged.
import { randomBytes } from 'node:crypto';
import type { Logger } from '@studyhall/platform';
import type { Redis } from 'ioredis';

export interface ReadCache {
  /** The current value of the document `key`, from memory when Redis says the copy is current. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Runs a write of the documents `keys`, making every cached copy of them stale before and after. */
  writing<T>(keys: string[], write: () => Promise<T>): Promise<T>;
}

export interface ReadCacheOptions {
  redis: Redis;
  logger: Logger;
  /** Separates databases that share one Redis (component tests, the benchmark). */
  namespace: string;
  maxBytes: number;
  maxAgeMs?: number;
}

interface Entry {
  token: string;
  value: unknown;
  bytes: number;
  loadedAt: number;
}

/** No caching: every read goes to Mongo (tools and tests that write without a Redis). */
export const uncached: ReadCache = {
  read: (_key, load) => load(),
  writing: (_keys, write) => write(),
};

const versionTtlSeconds = 7 * 24 * 3600;
const newToken = () => randomBytes(9).toString('base64url');

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { redis, logger } = options;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  let bytes = 0;
  const versionKey = (key: string) => `lessons-quiz:${options.namespace}:v:${key}`;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry) bytes -= entry.bytes;
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    if (entry.bytes > options.maxBytes / 2) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // Map order is insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  };

  async function currentToken(key: string): Promise<string | null> {
    const token = await redis.get(versionKey(key));
    if (token !== null) return token;
    const fresh = newToken();
    const set = await redis.set(versionKey(key), fresh, 'EX', versionTtlSeconds, 'NX');
    return set === 'OK' ? fresh : redis.get(versionKey(key));
  }

  async function replaceTokens(keys: string[]) {
    const pipeline = redis.multi();
    for (const key of keys) pipeline.set(versionKey(key), newToken(), 'EX', versionTtlSeconds);
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error('redis transaction was discarded');
  }

  async function loadAndKeep<T>(key: string, token: string, load: () => Promise<T>): Promise<T> {
    // Concurrent misses of one copy share one Mongo read.
    const slot = `${key}\n${token}`;
    const pending = loading.get(slot);
    if (pending) return pending as Promise<T>;
    const loaded = load().then((value) => {
      keep(key, { token, value, bytes: sizeOf(value), loadedAt: Date.now() });
      return value;
    });
    loading.set(slot, loaded);
    try {
      return await loaded;
    } finally {
      loading.delete(slot);
    }
  }

  return {
    async read(key, load) {
      let token: string | null;
      try {
        token = await currentToken(key);
      } catch (error) {
        logger.warn({ err: error, key }, 'read cache: redis unavailable, reading mongo');
        return load();
      }
      if (token === null) return load();
      const entry = entries.get(key);
      if (entry && entry.token === token && Date.now() - entry.loadedAt < maxAgeMs) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as never;
      }
      return loadAndKeep(key, token, load);
    },
    async writing(keys, write) {
      await replaceTokens(keys);
      keys.forEach(drop);
      try {
        return await write();
      } finally {
        keys.forEach(drop);
        await replaceTokens(keys).catch((error: unknown) => {
          logger.error({ err: error, keys }, 'read cache: version not replaced after a write; other replicas may serve the old copy until it ages out');
        });
      }
    },
  };
}

/**
 * Roughly what the copy holds in memory: its own `bytes` when it says, else its JSON length and a
 * quarter for the objects around the text (measured: 50 parsed lessons, 81 KB of JSON, take ~86 KB).
 */
function sizeOf(value: unknown): number {
  const own = (value as { bytes?: unknown } | null)?.bytes;
  if (typeof own === 'number') return own;
  return Math.round(1.25 * (JSON.stringify(value)?.length ?? 0)) + 256;
}
