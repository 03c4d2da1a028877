import type { Middleware } from 'koa';
import type { Logger } from 'pino';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

const checkTimeoutMs = 2_000;

/**
 * `/healthz` says the process is alive; `/readyz` that every dependency it uses answers. The body
 * names each dependency and whether it answered, never why not: /readyz is reachable from outside
 * (the gateway's is public), and an error message can tell a stranger hosts, ports or versions.
 * The reason goes to the log.
 */
export function healthRoutes(checks: ReadinessCheck[], isShuttingDown: () => boolean, logger?: Logger): Middleware {
  return async function healthRoutes(ctx, next) {
    if (ctx.method !== 'GET' || (ctx.path !== '/healthz' && ctx.path !== '/readyz')) return next();
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    const results = await Promise.all(checks.map(runCheck));
    const failed = results.filter((r) => !r.ok);
    if (failed.length > 0) ((ctx.state.logger as Logger | undefined) ?? logger)?.warn({ failed }, 'not ready');
    const ready = !isShuttingDown() && failed.length === 0;
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'not ready', shuttingDown: isShuttingDown(), checks: results.map(({ name, ok }) => ({ name, ok })) };
  };
}

async function runCheck({ name, check }: ReadinessCheck): Promise<{ name: string; ok: boolean; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${checkTimeoutMs} ms`)), checkTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return { name, ok: true };
  } catch (error) {
    return { name, ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
