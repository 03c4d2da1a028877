import type { Context } from 'koa';

/** The parsed JSON body (the platform's body parser puts it on ctx.request.body). */
export function requestBody(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body ?? {};
}
