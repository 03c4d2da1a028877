import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

// Secrets never reach the log: these paths are censored wherever they appear.
const redactedPaths = [
  'password', '*.password', 'req.headers.cookie', 'req.headers.authorization', 'headers.cookie',
  'headers.authorization', '*.token', '*.secret', '*.apiKey',
];

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

export interface RequestContext {
  requestId: string;
  logger: Logger;
  traceparent?: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return requestContext.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return requestContext.getStore();
}

/** The per-request child logger when inside a request, else the given fallback. */
export function currentLogger(fallback: Logger): Logger {
  return requestContext.getStore()?.logger ?? fallback;
}
