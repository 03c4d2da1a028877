import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { runWithRequestContext } from '../logger.js';

const requestIdPattern = /^[\w.:-]{1,128}$/;

/** The caller's `x-request-id` when it is well-formed, else a fresh one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

export interface AccessLogEntry {
  requestId: string;
  method: string;
  /** Without the query string: queries may carry what a student typed. */
  path: string;
  status: number;
  startedAt: number;
}

/** One line per answered request: request id, method, path, status and time taken. */
export function createAccessLog(logger: Logger): (entry: AccessLogEntry) => void {
  // The line holds nothing to redact, and redaction was the costliest part of writing it (~2.4 of ~3.5 µs).
  const accessLog = logger.child({}, { redact: [] });
  return ({ requestId, method, path, status, startedAt }) => {
    accessLog.info({ requestId, method, path, status, ms: Math.round(performance.now() - startedAt) }, 'request');
  };
}

/** Gives every request an id (kept from `x-request-id` when well-formed), a child logger and an access-log line. */
export function requestContext(logger: Logger): Middleware {
  const logAccess = createAccessLog(logger);
  return async function requestContext(ctx, next) {
    const requestId = requestIdFrom(ctx.get('x-request-id'));
    const traceparent = ctx.get('traceparent') || undefined;
    const requestLogger = logger.child({ requestId });
    ctx.state.requestId = requestId;
    ctx.state.logger = requestLogger;
    ctx.set('x-request-id', requestId);
    const startedAt = performance.now();
    await runWithRequestContext({ requestId, logger: requestLogger, traceparent }, next);
    if (ctx.path === '/healthz' || ctx.path === '/readyz') return;
    logAccess({ requestId, method: ctx.method, path: ctx.path, status: ctx.status, startedAt });
  };
}
