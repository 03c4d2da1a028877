import { jwtVerify, SignJWT } from 'jose';
import type { Middleware } from 'koa';
import { Unauthorized } from './errors.js';

// Between the gateway (or a calling service) and a service: a short-lived HS256 token whose `sub` is
// the user id and whose `aud` is the target service. Services trust nothing else (never a bare
// user-id header), so nobody can reach a service directly and claim to be someone else.
const issuer = 'studyhall';
const algorithm = 'HS256';

export interface InternalIdentity {
  userId: string;
  audience: string;
}

export function internalTokenKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function mintInternalToken(key: Uint8Array, identity: InternalIdentity, ttlSeconds = 60): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: algorithm })
    .setSubject(identity.userId)
    .setAudience(identity.audience)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
}

export async function verifyInternalToken(key: Uint8Array, token: string, audience: string): Promise<InternalIdentity> {
  try {
    const { payload } = await jwtVerify(token, key, { audience, issuer, algorithms: [algorithm] });
    if (!payload.sub) throw new Error('token has no subject');
    return { userId: payload.sub, audience };
  } catch {
    throw new Unauthorized('Authentication required');
  }
}

/** Rejects any request without a valid internal token for this service; sets `ctx.state.userId`. */
export function requireInternalToken(key: Uint8Array, audience: string): Middleware {
  return async function requireInternalToken(ctx, next) {
    const header = ctx.get('authorization');
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!token) throw new Unauthorized('Authentication required');
    const identity = await verifyInternalToken(key, token, audience);
    ctx.state.userId = identity.userId;
    return next();
  };
}
