// W3C Trace Context for events: an event carries the traceparent of the request (or message) that
// caused it, so one trace follows a user action through HTTP, the outbox and every consumer.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { currentRequestContext } from '../logger.js';

const traceparentPattern = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const currentTrace = new AsyncLocalStorage<string>();

/** Runs `fn` with `traceparent` as the current trace (HTTP middleware, event consumers). */
export function withTraceparent<T>(traceparent: string | undefined, fn: () => T): T {
  return isValidTraceparent(traceparent) ? currentTrace.run(traceparent, fn) : fn();
}

/** The trace set by withTraceparent (event handlers), else the current HTTP request's. */
export function currentTraceparent(): string | undefined {
  return currentTrace.getStore() ?? currentRequestContext()?.traceparent;
}

export function isValidTraceparent(value: string | undefined): value is string {
  const match = value ? traceparentPattern.exec(value) : null;
  return !!match && !/^0+$/.test(match[1]!) && !/^0+$/.test(match[2]!);
}

/** A new span in the parent's trace, or the root of a new trace when there is no valid parent. */
export function childTraceparent(parent: string | undefined): string {
  const spanId = randomBytes(8).toString('hex');
  if (!isValidTraceparent(parent)) return `00-${randomBytes(16).toString('hex')}-${spanId}-01`;
  const [, traceId, , flags] = traceparentPattern.exec(parent)!;
  return `00-${traceId}-${spanId}-${flags}`;
}
