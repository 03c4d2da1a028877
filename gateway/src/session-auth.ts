import { anonymousSubject, sessionCookieName, sessionRedisKey, TooMany, Unauthorized } from '@studyhall/platform';
import type { Context } from 'koa';
import type { AdmissionCheck } from './admission.js';
import type { TokenSource } from './internal-tokens.js';
import type { RouteSpec } from './route-table.js';

/**
 * Every non-public route needs a live session (cookie sid → the shared session store in Redis);
 * every route spends its rate-limit budgets (per user and per address). The user's id
 * and the client's address reach the service only inside an internal token.
 */
export function admitRequest(checkAdmission: AdmissionCheck, tokens: TokenSource): (ctx: Context, route: RouteSpec) => Promise<void> {
  return async function admitRequest(ctx, route) {
    const sessionKey = route.public ? undefined : sessionKeyOf(ctx);
    const limitClass = route.limit ?? 'default';
    const { userId, retryAfterSeconds } = await checkAdmission({ limitClass, ip: ctx.ip, sessionKey });
    // A spent budget is answered first: the session may not even have been looked up.
    if (retryAfterSeconds > 0) {
      throw new TooMany(`Too many requests. Please try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds);
    }
    if (!route.public && !userId) throw new Unauthorized('Unauthorized');
    // Public routes get a token too (subject "anonymous"): services take the client's address only
    // from a token, and auth's public routes refuse a request that did not come through the gateway.
    ctx.state.internalToken = await tokens(userId ?? anonymousSubject, route.service, ctx.ip);
  };
}

function sessionKeyOf(ctx: Context): string {
  const key = sessionRedisKey(ctx.cookies.get(sessionCookieName) ?? '');
  // Without a well-formed sid there is nothing to look up, and nothing worth counting.
  if (!key) throw new Unauthorized('Unauthorized');
  return key;
}
