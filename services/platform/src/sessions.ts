import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

// The spec's `sessions` entity (sid, sess, expire) kept in Redis, shared by the auth service (which
// creates and destroys sessions) and the gateway (which validates them on every request).
//   sess:<sid>          → JSON { sess: { userId, createdAt }, expire }   (TTL: a fixed lifetime from
//                         sign-in, the same as the cookie's Max-Age; nothing slides it)
//   sess-user:<userId>  → set of that user's sids, so "sign out everywhere" can find them all; it
//                         expires with the user's newest session
export const sessionCookieName = 'studyhall.sid';
export const defaultSessionTtlSeconds = 7 * 24 * 60 * 60;

const sessionKeyPrefix = 'sess:';
const userIndexPrefix = 'sess-user:';
// A sid is 32 random bytes in base64url: exactly 43 characters. Anything else is not worth a lookup.
const sidPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The Redis key holding a session (JSON `{ sess: { userId, … }, expire }`), or undefined for a sid not
 * worth a lookup. For a reader that keeps its own copy of sessions (the gateway caches them in memory
 * and follows Redis's invalidations); everyone else uses the store.
 */
export function sessionRedisKey(sid: string): string | undefined {
  return sidPattern.test(sid) ? sessionKeyPrefix + sid : undefined;
}

/** The user of a session as stored under its `sessionRedisKey`; undefined for nothing or junk. */
export function storedSessionUserId(raw: string | null): string | undefined {
  return parseStored(raw)?.sess.userId;
}

export interface SessionData {
  userId: string;
  createdAt: string;
}

export interface Session {
  sid: string;
  sess: SessionData;
  /** When the session ends unless it is used again (ISO 8601). */
  expire: string;
}

export interface SessionStore {
  readonly ttlSeconds: number;
  create(userId: string): Promise<Session>;
  /** The live session; undefined when unknown or expired. */
  get(sid: string): Promise<Session | undefined>;
  destroy(sid: string): Promise<void>;
  destroyAllForUser(userId: string): Promise<void>;
}

interface StoredSession {
  sess: SessionData;
  expire: string;
}

export function createSessionStore(redis: Redis, ttlSeconds = defaultSessionTtlSeconds): SessionStore {
  const expiresAt = () => new Date(Date.now() + ttlSeconds * 1000).toISOString();

  async function create(userId: string): Promise<Session> {
    const sid = randomBytes(32).toString('base64url');
    const stored: StoredSession = { sess: { userId, createdAt: new Date().toISOString() }, expire: expiresAt() };
    // No session outlives its creation by more than the TTL, so the index may expire with the newest.
    await redis
      .multi()
      .set(sessionKeyPrefix + sid, JSON.stringify(stored), 'EX', ttlSeconds)
      .sadd(userIndexPrefix + userId, sid)
      .expire(userIndexPrefix + userId, ttlSeconds)
      .exec();
    await pruneUserIndex(userId);
    return { sid, ...stored };
  }

  // Sids whose sessions have expired are dropped whenever the user signs in again.
  async function pruneUserIndex(userId: string): Promise<void> {
    const sids = await redis.smembers(userIndexPrefix + userId);
    if (sids.length < 2) return;
    const exists = await Promise.all(sids.map((sid) => redis.exists(sessionKeyPrefix + sid)));
    const expired = sids.filter((_, index) => exists[index] === 0);
    if (expired.length > 0) await redis.srem(userIndexPrefix + userId, ...expired);
  }

  async function get(sid: string): Promise<Session | undefined> {
    if (!sidPattern.test(sid)) return undefined;
    const stored = parseStored(await redis.get(sessionKeyPrefix + sid));
    return stored && { sid, ...stored };
  }

  async function destroy(sid: string): Promise<void> {
    if (!sidPattern.test(sid)) return;
    const stored = parseStored(await redis.getdel(sessionKeyPrefix + sid));
    if (stored) await redis.srem(userIndexPrefix + stored.sess.userId, sid);
  }

  async function destroyAllForUser(userId: string): Promise<void> {
    const sids = await redis.smembers(userIndexPrefix + userId);
    const keys = sids.map((sid) => sessionKeyPrefix + sid);
    await redis.del(...keys, userIndexPrefix + userId);
  }

  return { ttlSeconds, create, get, destroy, destroyAllForUser };
}

function parseStored(raw: string | null): StoredSession | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    return typeof value.sess?.userId === 'string' ? (value as StoredSession) : undefined;
  } catch {
    return undefined;
  }
}

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  /** Milliseconds, as Koa's `ctx.cookies.set` expects (it writes Max-Age in seconds and Expires). */
  maxAge: number;
}

/**
 * Options for the session cookie. Secure when the request came over HTTPS (Koa's `ctx.secure`,
 * which honours X-Forwarded-Proto behind a proxy) or when COOKIE_SECURE=true forces it.
 */
export function sessionCookieOptions(
  request: { secure: boolean },
  ttlSeconds = defaultSessionTtlSeconds,
  env: NodeJS.ProcessEnv = process.env,
): SessionCookieOptions {
  const secure = request.secure || env.COOKIE_SECURE === 'true';
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: ttlSeconds * 1000 };
}

/**
 * The Set-Cookie header value for the session cookie, with Max-Age (Koa's cookie writer only
 * writes Expires). An empty value with maxAge 0 clears the cookie.
 */
export function sessionCookieHeader(value: string, options: SessionCookieOptions): string {
  const expires = options.maxAge > 0 ? new Date(Date.now() + options.maxAge) : new Date(0);
  const attributes = [
    `${sessionCookieName}=${value}`,
    `Max-Age=${Math.floor(options.maxAge / 1000)}`,
    `Expires=${expires.toUTCString()}`,
    `Path=${options.path}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
