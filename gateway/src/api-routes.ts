import { AppError, NotFound } from '@studyhall/platform';
import type { Context } from 'koa';
import { rejectDeclaredOversize, type BodyCap } from './body-limit.js';
import type { RouteSpec } from './route-table.js';
import type { createRouter } from './routing.js';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The /api route of a request: 404 when there is none, 405 when the path exists for other methods. */
export function findRoute(match: ReturnType<typeof createRouter>, ctx: Context): RouteSpec {
  const result = match(ctx.method, ctx.path);
  if (!result) throw new NotFound(`No API route for ${ctx.method} ${ctx.path}`);
  if ('allowedMethods' in result) {
    ctx.set('Allow', result.allowedMethods.join(', '));
    throw new AppError('method_not_allowed', 405, `${ctx.method} is not allowed on ${ctx.path}`);
  }
  return result.found;
}

/** A body declared larger than the route allows is refused before any of it is read. */
export function rejectOversizeBody(ctx: Context, cap: BodyCap): void {
  try {
    rejectDeclaredOversize(ctx.req, cap);
  } catch (error) {
    // The unread body is not worth draining: answer, then close the connection.
    ctx.set('Connection', 'close');
    throw error;
  }
}
