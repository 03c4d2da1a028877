import { sessionCookieName, Unauthorized, type SessionStore } from '@studyhall/platform';
import type { Middleware } from 'koa';
import type { RouteSpec } from './route-table.js';
import type { TokenSource } from './internal-tokens.js';

/**
 * Every non-public route needs a live session (cookie sid → the shared store in Redis, whose read
 * also slides the expiry). The signed-in user's id goes to the service only inside an internal token.
 */
export function requireSession(sessions: SessionStore, tokens: TokenSource): Middleware {
  return async function requireSession(ctx, next) {
    const route: RouteSpec = ctx.state.route;
    if (route.public) return next();
    const sid = ctx.cookies.get(sessionCookieName);
    const session = sid ? await sessions.get(sid) : undefined;
    if (!session) throw new Unauthorized('Unauthorized');
    ctx.state.userId = session.sess.userId;
    ctx.state.internalToken = await tokens(session.sess.userId, route.service);
    return next();
  };
}
