import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore, sessionCookieHeader, sessionCookieName, sessionCookieOptions, type SessionStore } from './sessions.js';

// Runs against the real Redis of the test stack (REDIS_URL from the global setup).
let redis: Redis;
let store: SessionStore;
const ttlSeconds = 3_600;

beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  store = createSessionStore(redis, ttlSeconds);
});

afterAll(async () => {
  await redis.quit();
});

const newUserId = () => `user-${randomUUID()}`;

describe('session store', () => {
  it('creates a session with an unguessable sid and finds it again', async () => {
    const userId = newUserId();
    const created = await store.create(userId);
    expect(created.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const found = await store.get(created.sid);
    expect(found?.sess.userId).toBe(userId);
    expect(found?.sid).toBe(created.sid);
    expect(Date.parse(found?.expire ?? '')).toBeGreaterThan(Date.now());
  });

  it('stores the spec shape {sess, expire} under sess:<sid>', async () => {
    const { sid } = await store.create(newUserId());
    const stored = JSON.parse((await redis.get(`sess:${sid}`)) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['expire', 'sess']);
    expect(Object.keys(stored.sess).sort()).toEqual(['createdAt', 'userId']);
  });

  it('lives a fixed time from sign-in: reading it does not push the expiry back', async () => {
    const { sid } = await store.create(newUserId());
    await redis.expire(`sess:${sid}`, 5);
    await store.get(sid);
    expect(await redis.ttl(`sess:${sid}`)).toBeLessThanOrEqual(5);
  });

  it('lets the user index expire with the newest session', async () => {
    const userId = newUserId();
    await store.create(userId);
    const ttl = await redis.ttl(`sess-user:${userId}`);
    expect(ttl).toBeGreaterThan(ttlSeconds - 5);
    expect(ttl).toBeLessThanOrEqual(ttlSeconds);
  });

  it('forgets a session once Redis has expired it', async () => {
    const { sid } = await store.create(newUserId());
    await redis.del(`sess:${sid}`);
    expect(await store.get(sid)).toBeUndefined();
  });

  it('returns nothing for malformed or unknown sids without touching Redis keys', async () => {
    expect(await store.get('not-a-sid')).toBeUndefined();
    expect(await store.get('A'.repeat(43))).toBeUndefined();
    expect(await redis.exists(`sess:${'A'.repeat(43)}`)).toBe(0);
  });

  it('destroys one session and leaves the others of the same user alive', async () => {
    const userId = newUserId();
    const first = await store.create(userId);
    const second = await store.create(userId);
    await store.destroy(first.sid);
    expect(await store.get(first.sid)).toBeUndefined();
    expect((await store.get(second.sid))?.sess.userId).toBe(userId);
    expect(await redis.smembers(`sess-user:${userId}`)).toEqual([second.sid]);
  });

  it('destroys every session of a user and nobody else’s', async () => {
    const userId = newUserId();
    const other = await store.create(newUserId());
    const sessions = await Promise.all([store.create(userId), store.create(userId), store.create(userId)]);
    await store.destroyAllForUser(userId);
    for (const { sid } of sessions) expect(await store.get(sid)).toBeUndefined();
    expect(await store.get(other.sid)).toBeDefined();
    expect(await redis.exists(`sess-user:${userId}`)).toBe(0);
  });

  it('drops expired sids from the user index at the next sign-in', async () => {
    const userId = newUserId();
    const old = await store.create(userId);
    await redis.del(`sess:${old.sid}`);
    const fresh = await store.create(userId);
    expect(await redis.smembers(`sess-user:${userId}`)).toEqual([fresh.sid]);
  });
});

describe('session cookie options', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ with Max-Age = TTL, and not Secure over plain HTTP', () => {
    expect(sessionCookieName).toBe('studyhall.sid');
    expect(sessionCookieOptions({ secure: false }, 60, {})).toEqual({
      httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 60_000,
    });
  });

  it('is Secure over HTTPS or when COOKIE_SECURE=true', () => {
    expect(sessionCookieOptions({ secure: true }, 60, {}).secure).toBe(true);
    expect(sessionCookieOptions({ secure: false }, 60, { COOKIE_SECURE: 'true' }).secure).toBe(true);
  });
});

describe('session cookie header', () => {
  it('carries Max-Age, Path, HttpOnly and SameSite=Lax, and Secure only when asked', () => {
    const header = sessionCookieHeader('abc', sessionCookieOptions({ secure: false }, 3_600, {}));
    expect(header).toMatch(/^studyhall\.sid=abc; Max-Age=3600; Expires=[^;]+ GMT; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(sessionCookieHeader('abc', sessionCookieOptions({ secure: true }, 3_600, {}))).toMatch(/; Secure$/);
  });

  it('clears the cookie with an empty value, Max-Age=0 and an expiry in the past', () => {
    const header = sessionCookieHeader('', sessionCookieOptions({ secure: false }, 0, {}));
    expect(header).toMatch(/^studyhall\.sid=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT;/);
  });
});
