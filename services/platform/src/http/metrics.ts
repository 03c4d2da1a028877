// Prometheus metrics of one process (prom-client's default registry): per-route HTTP rate, errors
// and latency, event-loop lag and the default process metrics. Served at GET /metrics on the
// service's own port by createHttpApp; the gateway keeps it off its public /api routes.
import type { Context, Middleware } from 'koa';
import client from 'prom-client';

export const metricsRegistry = client.register;

// Buckets from 5 ms (a cached read) to 120 s (an AI generation's budget).
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

let defaultsCollected = false;
let httpDuration: client.Histogram<'method' | 'route' | 'status'> | undefined;
let httpErrors: client.Counter<'method' | 'route' | 'status'> | undefined;

/** Registers the process-wide metrics once, however many apps a process (or a test run) creates. */
function ensureHttpMetrics(): { duration: NonNullable<typeof httpDuration>; errors: NonNullable<typeof httpErrors> } {
  if (!defaultsCollected) {
    client.collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
    defaultsCollected = true;
  }
  httpDuration ??= new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, matched route pattern and status code (its _count is the request rate).',
    labelNames: ['method', 'route', 'status'],
    buckets: durationBuckets,
  });
  httpErrors ??= new client.Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method, matched route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
  });
  return { duration: httpDuration, errors: httpErrors };
}

/**
 * The route label: the matched pattern (never the raw path, whose ids would make one series per
 * lesson). @koa/router sets ctx._matchedRoute; the gateway sets ctx.state.route.pattern, or
 * ctx.state.metricsRoute for a group of paths (its web app).
 */
export function routeLabel(ctx: Context): string {
  const fromRouter = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof fromRouter === 'string') return fromRouter;
  const fromState = (ctx.state.route as { pattern?: unknown } | undefined)?.pattern;
  if (typeof fromState === 'string') return fromState;
  if (typeof ctx.state.metricsRoute === 'string') return ctx.state.metricsRoute;
  return 'unmatched';
}

const unmeasuredPaths = new Set(['/metrics', '/healthz', '/readyz']);

/** Times every request except probes and scrapes. Runs outside the error handler to see its status. */
export function httpMetrics(): Middleware {
  const { duration, errors } = ensureHttpMetrics();
  return async function measure(ctx, next) {
    if (unmeasuredPaths.has(ctx.path)) return next();
    const stop = duration.startTimer();
    try {
      await next();
    } finally {
      const labels = { method: ctx.method, route: routeLabel(ctx), status: String(ctx.status) };
      stop(labels);
      if (ctx.status >= 500) errors.inc(labels);
    }
  };
}

/** GET /metrics in the Prometheus text format; `allow` may refuse a request (then 404). */
export function metricsEndpoint(allow: (ctx: Context) => boolean = () => true): Middleware {
  ensureHttpMetrics();
  return async function metrics(ctx, next) {
    if (ctx.path !== '/metrics' || ctx.method !== 'GET' || !allow(ctx)) return next();
    ctx.set('Content-Type', metricsRegistry.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metricsRegistry.metrics();
  };
}
