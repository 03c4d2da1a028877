import { sessionCookieHeader, sessionCookieName, sessionCookieOptions } from '@studyhall/platform';
import type { Context } from 'koa';

export function readSessionId(ctx: Context): string | undefined {
  return ctx.cookies.get(sessionCookieName) || undefined;
}

// Written as a header rather than through ctx.cookies: Koa's cookie writer has no Max-Age, and it
// refuses a Secure cookie on a request it believes is plain HTTP (COOKIE_SECURE=true behind a proxy).
export function setSessionCookie(ctx: Context, sid: string, ttlSeconds: number): void {
  ctx.append('Set-Cookie', sessionCookieHeader(sid, sessionCookieOptions(ctx.request, ttlSeconds)));
}

export function clearSessionCookie(ctx: Context): void {
  ctx.append('Set-Cookie', sessionCookieHeader('', sessionCookieOptions(ctx.request, 0)));
}

/** The JSON body parsed by the platform's body parser (its type augmentation does not reach here). */
export function jsonBody(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}
