import { AsyncLocalStorage } from 'node:async_hooks';
import { writeSync } from 'node:fs';
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

// Secrets never reach the log: these paths are censored wherever they appear.
const redactedPaths = [
  'password', '*.password', 'req.headers.cookie', 'req.headers.authorization', 'headers.cookie',
  'headers.authorization', '*.token', '*.secret', '*.apiKey',
];

// Log lines go to stdout in batches: the lines of one turn of the event loop (under load, the access
// logs of every request that finished in it) are written together by one synchronous write at the
// end of that turn, instead of one write per line. Measured on the 2-core dev machine: pino's own
// async mode (sonic-boom, sync: false + minLength) cost as much main-thread CPU per line as plain
// synchronous writes; this costs less as soon as a turn has more than one line (about 0.4 µs per
// line at 20 lines a turn against 1.7–2.9 µs).
// REVIEW: the trade-off: a line waits until the end of the current turn of the event loop (no
// timer, nothing held longer). process.exit (the service runner's shutdown included), an uncaught
// exception and flushLogger() write pending lines at once; only a death without an 'exit' event
// (SIGKILL, out of memory, a native crash) loses them: at most the lines of that one turn. Writes
// stay synchronous, so a slow stdout reader still slows the service down rather than filling memory.
const stdoutBatch = createLineBatcher(1);

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      name: service,
      level,
      base: { service },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    stdoutBatch,
  );
}

interface LineBatcher {
  write: (line: string) => void;
  flush: (callback?: (error?: Error) => void) => void;
  flushSync: () => void;
}

/** A pino destination that writes the lines of one event-loop turn to `fd` in one go (see above). */
function createLineBatcher(fd: number): LineBatcher {
  let pending: string[] = [];
  let scheduled = false;
  let broken = false;
  const flushSync = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.length === 1 ? pending[0]! : pending.join('');
    pending = [];
    if (!broken) broken = !writeAll(fd, Buffer.from(text, 'utf8'));
  };
  process.on('exit', flushSync);
  return {
    write(line) {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flushSync);
    },
    flush(callback) {
      flushSync();
      callback?.();
    },
    flushSync,
  };
}

const waitCell = new Int32Array(new SharedArrayBuffer(4));

/** Writes all of `data`; false once the reader is gone (EPIPE), after which lines are dropped. */
function writeAll(fd: number, data: Buffer): boolean {
  let offset = 0;
  while (offset < data.length) {
    try {
      offset += writeSync(fd, data, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') return false;
      if (code !== 'EAGAIN') throw error;
      // A non-blocking stdout whose reader is behind: give it a moment, as pino's own writer does.
      Atomics.wait(waitCell, 0, 0, 1);
    }
  }
  return true;
}

/** Writes out the lines a logger still holds (at once for loggers made by createLogger). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
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
