import { createServer, type Server } from 'node:http';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { ConfigError } from './config.js';
import { flushLogger } from './logger.js';

export type Closer = { name: string; close: () => Promise<unknown> };

export interface Lifecycle {
  isShuttingDown: () => boolean;
  /** Closers run in reverse order of registration after the HTTP server has drained. */
  onShutdown: (name: string, close: () => Promise<unknown>) => void;
}

export interface ServeOptions {
  port: number;
  /** Defaults to HOST from the environment (0.0.0.0 in containers), else loopback only. */
  host?: string;
  logger: Logger;
  lifecycle: LifecycleControl;
  /** The whole shutdown must end before this, or the process exits non-zero. */
  shutdownTimeoutMs?: number;
}

export interface LifecycleControl extends Lifecycle {
  closers: Closer[];
  markShuttingDown: () => void;
}

export function createLifecycle(): LifecycleControl {
  let shuttingDown = false;
  const closers: Closer[] = [];
  return {
    closers,
    isShuttingDown: () => shuttingDown,
    markShuttingDown: () => {
      shuttingDown = true;
    },
    onShutdown: (name, close) => closers.push({ name, close }),
  };
}

/**
 * Listens, then on SIGTERM/SIGINT: stops accepting, lets in-flight requests finish, runs the
 * closers (consumers finish their current message and commit, relays finish their batch, clients
 * close) and exits 0 — or exits 1 if that takes longer than the timeout.
 */
export async function serve(app: Koa, options: ServeOptions): Promise<Server> {
  const server = createServer(app.callback());
  // Far longer than any caller keeps an idle connection (the gateway: 4 s). A server that closes
  // idle sockets first races its callers' next request on them, and after a stall (GC, CPU
  // starvation, SIGSTOP) its overdue timers close sockets whose waiting request it never read.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? process.env.HOST ?? '127.0.0.1', resolve);
  });
  options.logger.info({ port: addressPort(server) }, 'listening');
  const shutdown = (signal: string) => void shutDown(server, options, signal);
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return server;
}

async function shutDown(server: Server, options: ServeOptions, signal: string): Promise<void> {
  const { logger, lifecycle } = options;
  logger.info({ signal }, 'shutting down');
  lifecycle.markShuttingDown();
  const deadline = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, options.shutdownTimeoutMs ?? 9_000);
  deadline.unref();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await drained;
  clearInterval(idleSweep);
  await runClosers(lifecycle, logger);
  logger.info('shutdown complete');
  // Loggers write in batches (logger.ts): the last lines go out before exiting (process.exit would
  // also write them on 'exit'; this keeps it explicit).
  await flushLogger(logger);
  clearTimeout(deadline);
  process.exit(0);
}

/** Runs the closers once, in reverse order of registration; a failing one is logged and skipped. */
export async function runClosers(lifecycle: LifecycleControl, logger: Logger): Promise<void> {
  lifecycle.markShuttingDown();
  const closers = lifecycle.closers.splice(0).reverse();
  for (const closer of closers) {
    await closer.close().catch((error: unknown) => logger.warn({ err: error, closer: closer.name }, 'close failed'));
  }
}

function addressPort(server: Server): number | undefined {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

/** Runs a service's start-up; a bad configuration or failed connection ends the process with a clear message. */
export function startService(name: string, start: () => Promise<unknown>): void {
  start().catch((error: unknown) => {
    const message = error instanceof ConfigError ? error.message : `${name} failed to start: ${String(error)}`;
    process.stderr.write(`${name}: ${message}\n`);
    if (!(error instanceof ConfigError) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  });
}
