// Feed reads hydrate up to 50 items and their authors per page; from FerretDB that is ~50 `_id`
// reads per request. These wrappers keep each item and author as a Redis string for an hour (MGET
// per page), written through on every change. Redis stays a cache: a miss reads Mongo again.
import type { Redis } from 'ioredis';
import type { FeedItemRecord, FeedItemStore } from '../domain/feed.js';
import type { UserProfile } from '../domain/relations.js';
import type { UserProjection } from './user-directory.js';

const ttlSeconds = 3600;

async function readThrough<T>(redis: Redis, keyOf: (id: string) => string, ids: readonly string[], load: (ids: string[]) => Promise<Map<string, T>>, revive: (value: T) => T): Promise<Map<string, T>> {
  const result = new Map<string, T>();
  if (ids.length === 0) return result;
  const cached = await redis.mget(...ids.map(keyOf));
  const missing = ids.filter((id, i) => {
    const json = cached[i];
    if (json) result.set(id, revive(JSON.parse(json) as T));
    return !json;
  });
  if (missing.length === 0) return result;
  const loaded = await load(missing);
  const writes = redis.pipeline();
  for (const [id, value] of loaded) {
    result.set(id, value);
    writes.set(keyOf(id), JSON.stringify(value), 'EX', ttlSeconds);
  }
  await writes.exec();
  return result;
}

export function cachedFeedItems(store: FeedItemStore, redis: Redis, prefix: string): FeedItemStore {
  const keyOf = (id: string) => `${prefix}feeditem:${id}`;
  const revive = (item: FeedItemRecord) => ({ ...item, createdAt: new Date(item.createdAt) });
  return {
    async apply(change) {
      const item = await store.apply(change);
      if (item) await redis.set(keyOf(item.id), JSON.stringify(item), 'EX', ttlSeconds);
      return item;
    },
    findMany: (ids) => readThrough(redis, keyOf, ids, (missing) => store.findMany(missing), revive),
  };
}

export function cachedUsers(users: UserProjection, redis: Redis, prefix: string): UserProjection {
  const keyOf = (id: string) => `${prefix}feeduser:${id}`;
  return {
    find: (id) => users.find(id),
    findMany: (ids) => readThrough<UserProfile>(redis, keyOf, ids, (missing) => users.findMany(missing), (user) => user),
    async save(profile) {
      await users.save(profile);
      await redis.del(keyOf(profile.id));
    },
  };
}
