import { createSessionStore, sessionRedisKey } from '@studyhall/platform';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionCache, type SessionCache } from './session-cache.js';
import { quietLogger } from './testing/harness.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let other: Redis;
const opened: { cache: SessionCache; redis: Redis }[] = [];

beforeAll(() => {
  other = new Redis(redisUrl);
});

afterEach(async () => {
  for (const { cache, redis } of opened.splice(0)) {
    await cache.close();
    await redis.quit();
  }
});

afterAll(async () => {
  await other.quit();
});

async function openCache(options: { now?: () => number; maxEntries?: number; redis?: Redis } = {}) {
  const redis = options.redis ?? new Redis(redisUrl);
  const cache = createSessionCache(redis, { logger: quietLogger, rereadEveryMs: 60_000, ...options });
  opened.push({ cache, redis });
  await vi.waitFor(() => expect(cache.stats().tracking).toBe(true));
  return { cache, redis };
}

async function newSession(): Promise<{ key: string; userId: string }> {
  const userId = `user-${Math.random().toString(36).slice(2)}`;
  const { sid } = await createSessionStore(other).create(userId);
  return { key: sessionRedisKey(sid)!, userId };
}

describe('session cache', () => {
  it('reads a session once, then answers from memory', async () => {
    const { cache } = await openCache();
    const { key, userId } = await newSession();
    expect(await cache.userOf(key)).toBe(userId);
    expect(cache.userOf(key)).toBe(userId);
    expect(cache.stats()).toMatchObject({ reads: 1, hits: 1, cached: 1 });
  });

  it('forgets a session as soon as Redis deletes it (sign-out on any gateway)', async () => {
    const { cache } = await openCache();
    const { key, userId } = await newSession();
    expect(await cache.userOf(key)).toBe(userId);
    await other.del(key);
    await vi.waitFor(() => expect(cache.stats().cached).toBe(0));
    expect(await cache.userOf(key)).toBeUndefined();
  });

  it('reads a session again when Redis says it changed', async () => {
    const { cache } = await openCache();
    const { key } = await newSession();
    await cache.userOf(key);
    await other.set(key, JSON.stringify({ sess: { userId: 'someone-new', createdAt: '' }, expire: '' }));
    await vi.waitFor(() => expect(cache.stats().cached).toBe(0));
    expect(await cache.userOf(key)).toBe('someone-new');
  });

  it('does not remember junk, or a session that is not there', async () => {
    const { cache } = await openCache();
    const key = sessionRedisKey('x'.repeat(43))!;
    await other.set(key, 'not json');
    expect(await cache.userOf(key)).toBeUndefined();
    await other.del(key);
    expect(await cache.userOf(key)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ reads: 2, hits: 0, cached: 0 });
  });

  it('only reads: the expiry stays where sign-in put it, and a remembered session is read again once a minute', async () => {
    let clock = Date.now();
    const { cache } = await openCache({ now: () => clock });
    const { key, userId } = await newSession();
    await other.expire(key, 5);
    expect(await cache.userOf(key)).toBe(userId);
    expect(await other.ttl(key)).toBeLessThanOrEqual(5);
    clock += 59_000;
    expect(cache.userOf(key)).toBe(userId);
    expect(cache.stats()).toMatchObject({ reads: 1, hits: 1 });
    clock += 2_000;
    expect(await cache.userOf(key)).toBe(userId);
    expect(cache.stats()).toMatchObject({ reads: 2, hits: 1, cached: 1 });
  });

  it('is not made to forget by another gateway reading the same session', async () => {
    const [first, second] = [(await openCache()).cache, (await openCache()).cache];
    const { key, userId } = await newSession();
    await first.userOf(key);
    await second.userOf(key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const cache of [first, second]) expect(cache.userOf(key)).toBe(userId);
    expect(first.stats()).toMatchObject({ reads: 1, hits: 1, cached: 1 });
    expect(second.stats()).toMatchObject({ reads: 1, hits: 1, cached: 1 });
  });

  it('answers but does not remember a read that Redis invalidated while it was on its way', async () => {
    const redis = new Redis(redisUrl);
    const { key, userId } = await newSession();
    const get = redis.get.bind(redis);
    // The session is deleted between Redis answering the read and the answer being used.
    redis.get = ((name: string) =>
      get(name).then(async (value) => {
        if (name === key) {
          await other.del(key);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return value;
      })) as typeof redis.get;
    const { cache } = await openCache({ redis });
    expect(await cache.userOf(key)).toBe(userId);
    expect(cache.stats().cached).toBe(0);
    expect(await cache.userOf(key)).toBeUndefined();
  });

  it('remembers nothing while its invalidation connection is down, and again once it is back', async () => {
    const { cache, redis } = await openCache();
    const { key, userId } = await newSession();
    await cache.userOf(key);
    const trackingInfo = (await redis.call('CLIENT', 'TRACKINGINFO')) as unknown[];
    const invalidationClientId = trackingInfo[trackingInfo.indexOf('redirect') + 1];
    await other.client('KILL', 'ID', String(invalidationClientId));
    await vi.waitFor(() => expect(cache.stats().tracking).toBe(false));
    expect(cache.stats().cached).toBe(0);

    await vi.waitFor(() => expect(cache.stats().tracking).toBe(true));
    expect(await cache.userOf(key)).toBe(userId);
    expect(cache.stats().cached).toBe(1);
    await other.del(key);
    await vi.waitFor(() => expect(cache.stats().cached).toBe(0));
  });

  it('sets tracking up again after its main connection reconnects', async () => {
    const { cache, redis } = await openCache();
    const { key } = await newSession();
    await cache.userOf(key);
    redis.disconnect(true);
    await vi.waitFor(() => expect(cache.stats().tracking).toBe(false));
    await vi.waitFor(() => expect(cache.stats().tracking).toBe(true));
    await cache.userOf(key);
    await other.del(key);
    await vi.waitFor(() => expect(cache.stats().cached).toBe(0));
  });

  it('keeps at most maxEntries sessions, forgetting the oldest first', async () => {
    const { cache } = await openCache({ maxEntries: 2 });
    const sessions = [await newSession(), await newSession(), await newSession()];
    for (const { key } of sessions) await cache.userOf(key);
    expect(cache.stats().cached).toBe(2);
    cache.userOf(sessions[2]!.key);
    expect(cache.stats().hits).toBe(1);
  });
});
