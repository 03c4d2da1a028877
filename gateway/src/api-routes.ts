import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, NotFound } from '@studyhall/platform';
import { rejectDeclaredOversize, type BodyCap } from './body-limit.js';
import type { RouteSpec } from './route-table.js';
import type { createRouter } from './routing.js';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** A request URL's path, without its query string. */
export function pathOf(url: string | undefined): string {
  if (!url) return '/';
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** The /api route of a request: 404 when there is none, 405 (with Allow) when the path exists for other methods. */
export function findRoute(match: ReturnType<typeof createRouter>, method: string, path: string, res: ServerResponse): RouteSpec {
  const result = match(method, path);
  if (!result) throw new NotFound(`No API route for ${method} ${path}`);
  if ('allowedMethods' in result) {
    res.setHeader('Allow', result.allowedMethods.join(', '));
    throw new AppError('method_not_allowed', 405, `${method} is not allowed on ${path}`);
  }
  return result.found;
}

/** A body declared larger than the route allows is refused before any of it is read. */
export function rejectOversizeBody(req: IncomingMessage, res: ServerResponse, cap: BodyCap): void {
  try {
    rejectDeclaredOversize(req, cap);
  } catch (error) {
    // The unread body is not worth draining: answer, then close the connection.
    res.setHeader('Connection', 'close');
    throw error;
  }
}
