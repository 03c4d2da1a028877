import { AppError, NotFound } from '@studyhall/platform';
import type { Middleware } from 'koa';
import { rejectDeclaredOversize, type BodyCap } from './body-limit.js';
import type { RouteSpec } from './route-table.js';
import type { createRouter } from './routing.js';

/**
 * Finds the /api route: 404 when none, 405 when the path exists for other methods. Anything else
 * that reaches here (not /api, not a file of the web app) ends as a plain 404.
 */
export function resolveRoute(match: ReturnType<typeof createRouter>): Middleware {
  return async function resolveRoute(ctx, next) {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return;
    const result = match(ctx.method, ctx.path);
    if (!result) throw new NotFound(`No API route for ${ctx.method} ${ctx.path}`);
    if ('allowedMethods' in result) {
      ctx.set('Allow', result.allowedMethods.join(', '));
      throw new AppError('method_not_allowed', 405, `${ctx.method} is not allowed on ${ctx.path}`);
    }
    ctx.state.route = result.found;
    return next();
  };
}

/** A body declared larger than the route allows is refused before any of it is read. */
export function rejectOversizeBodies(bodyCapFor: (route: RouteSpec) => BodyCap): Middleware {
  return async function rejectOversizeBodies(ctx, next) {
    try {
      rejectDeclaredOversize(ctx.req, bodyCapFor(ctx.state.route));
    } catch (error) {
      // The unread body is not worth draining: answer, then close the connection.
      ctx.set('Connection', 'close');
      throw error;
    }
    return next();
  };
}
