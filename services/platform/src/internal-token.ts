import { jwtVerify, SignJWT } from 'jose';
import type { Middleware } from 'koa';
import { Unauthorized } from './errors.js';

// Between the gateway (or a calling service) and a service: a short-lived HS256 token whose `sub` is
// the user id (or "anonymous" on public routes), whose `aud` is the target service and whose `cip`
// is the browser's address as the gateway saw it. Services trust nothing else (never a bare user-id
// or X-Forwarded-For header), so nobody can reach a service directly and claim to be someone else
// or somewhere else.
const issuer = 'studyhall';
const algorithm = 'HS256';

export interface InternalIdentity {
  /** The signed-in user, or `anonymousSubject` on the gateway's public routes (sign-in, sign-up). */
  userId: string;
  audience: string;
  /** The browser's address as the gateway saw it (claim `cip`); services never read X-Forwarded-For. */
  clientIp?: string | undefined;
}

/** The subject of a token the gateway mints for a request without a session (public routes). */
export const anonymousSubject = 'anonymous';

/**
 * The key that signs and verifies internal tokens. During a rotation it may carry a second secret
 * whose tokens are also accepted (never used to sign), so pods on the old and the new secret accept
 * each other's tokens while a rollout is under way (docs/operations.md, "Rotate").
 */
export type InternalTokenKey = Uint8Array & { readonly alsoAccepted?: Uint8Array };

export function internalTokenKey(secret: string, alsoAcceptedSecret?: string): InternalTokenKey {
  const key: InternalTokenKey = new TextEncoder().encode(secret);
  if (alsoAcceptedSecret) Object.defineProperty(key, 'alsoAccepted', { value: new TextEncoder().encode(alsoAcceptedSecret) });
  return key;
}

export async function mintInternalToken(key: Uint8Array, identity: InternalIdentity, ttlSeconds = 60): Promise<string> {
  return new SignJWT(identity.clientIp ? { cip: identity.clientIp } : {})
    .setProtectedHeader({ alg: algorithm })
    .setSubject(identity.userId)
    .setAudience(identity.audience)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
}

export async function verifyInternalToken(key: InternalTokenKey, token: string, audience: string): Promise<InternalIdentity> {
  return (await checkInternalToken(key, token, audience, new Date())).identity;
}

/** The token's identity and when it expires (ms), or Unauthorized. A token without `exp` is refused. */
async function checkInternalToken(
  key: InternalTokenKey,
  token: string,
  audience: string,
  currentDate: Date,
): Promise<{ identity: InternalIdentity; expiresAtMs: number }> {
  try {
    return await checkSignedWith(key, token, audience, currentDate);
  } catch (error) {
    if (!key.alsoAccepted) throw error;
    return checkSignedWith(key.alsoAccepted, token, audience, currentDate);
  }
}

async function checkSignedWith(
  key: Uint8Array,
  token: string,
  audience: string,
  currentDate: Date,
): Promise<{ identity: InternalIdentity; expiresAtMs: number }> {
  try {
    const { payload } = await jwtVerify(token, key, {
      audience, issuer, algorithms: [algorithm], requiredClaims: ['exp', 'sub'], currentDate,
    });
    if (!payload.sub) throw new Error('token has no subject');
    const clientIp = typeof payload.cip === 'string' ? payload.cip : undefined;
    return { identity: { userId: payload.sub, audience, clientIp }, expiresAtMs: payload.exp! * 1000 };
  } catch {
    throw new Unauthorized('Authentication required');
  }
}

export interface VerifierOptions {
  /** Past this many remembered tokens the memory starts over, so it stays bounded. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * verifyInternalToken for one audience, remembering tokens it has verified until they expire. The
 * gateway reuses a token for many requests, and an HMAC check through WebCrypto (a thread-pool job
 * per call) was a quarter of a small service's CPU per request. Only tokens whose signature, issuer
 * and audience checked out are remembered, keyed by the whole token (signature included), and each
 * is believed only until its own `exp`.
 */
export function createInternalTokenVerifier(
  key: InternalTokenKey,
  audience: string,
  options: VerifierOptions = {},
): (token: string) => Promise<InternalIdentity> {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const verified = new Map<string, { identity: InternalIdentity; expiresAtMs: number }>();
  return async function verify(token) {
    const known = verified.get(token);
    if (known && known.expiresAtMs > now()) return known.identity;
    // An expired one is forgotten; checking it again below refuses it with the usual answer.
    if (known) verified.delete(token);
    const checked = await checkInternalToken(key, token, audience, new Date(now()));
    if (verified.size >= maxEntries) verified.clear();
    verified.set(token, checked);
    return checked.identity;
  };
}

export interface RequireTokenOptions {
  /** Also accept the gateway's token for a request without a session (`ctx.state.userId` stays undefined). */
  allowAnonymous?: boolean;
}

/**
 * Rejects any request without a valid internal token for this service; sets `ctx.state.userId`
 * (the user) and `ctx.state.clientIp` (the browser's address, as the gateway saw it).
 */
export function requireInternalToken(key: InternalTokenKey, audience: string, options: RequireTokenOptions = {}): Middleware {
  const verify = createInternalTokenVerifier(key, audience);
  return async function requireInternalToken(ctx, next) {
    const header = ctx.get('authorization');
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!token) throw new Unauthorized('Authentication required');
    const identity = await verify(token);
    const anonymous = identity.userId === anonymousSubject;
    if (anonymous && !options.allowAnonymous) throw new Unauthorized('Authentication required');
    ctx.state.userId = anonymous ? undefined : identity.userId;
    ctx.state.clientIp = identity.clientIp;
    return next();
  };
}
