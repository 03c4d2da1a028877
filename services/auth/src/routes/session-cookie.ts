import { sessionCookieHeader, sessionCookieName, sessionCookieOptions } from '@studyhall/platform';
import type { Context } from 'koa';

/**
 * What the gateway says about the browser's request. Only for routes behind requireInternalToken:
 * a request carrying the gateway's token came through the gateway, which sets these headers itself
 * (a service trusts no X-Forwarded-* header otherwise; app.proxy is off).
 */
export function gatewayFacts(ctx: Context): { clientIp: string; https: boolean; origin: string } {
  const protocol = ctx.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return {
    clientIp: (ctx.state.clientIp as string | undefined) ?? ctx.ip,
    https: protocol === 'https',
    origin: `${protocol}://${ctx.get('x-forwarded-host') || ctx.host}`,
  };
}

export function readSessionId(ctx: Context): string | undefined {
  return ctx.cookies.get(sessionCookieName) || undefined;
}

// Written as a header rather than through ctx.cookies: Koa's cookie writer has no Max-Age, and it
// refuses a Secure cookie on a request it believes is plain HTTP (COOKIE_SECURE=true behind a proxy).
export function setSessionCookie(ctx: Context, sid: string, ttlSeconds: number): void {
  ctx.append('Set-Cookie', sessionCookieHeader(sid, sessionCookieOptions({ secure: gatewayFacts(ctx).https }, ttlSeconds)));
}

export function clearSessionCookie(ctx: Context): void {
  ctx.append('Set-Cookie', sessionCookieHeader('', sessionCookieOptions({ secure: gatewayFacts(ctx).https }, 0)));
}

/** The JSON body parsed by the platform's body parser (its type augmentation does not reach here). */
export function jsonBody(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}
