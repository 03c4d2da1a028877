import type { Context } from 'koa';

/** The user the internal token named (set by requireInternalToken). */
export function callerOf(ctx: Context): string {
  return ctx.state.userId as string;
}
