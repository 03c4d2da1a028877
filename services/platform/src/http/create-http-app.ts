import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { Logger } from 'pino';
import { errorHandler } from './error-handler.js';
import { healthRoutes, type ReadinessCheck } from './health.js';
import { httpMetrics, metricsEndpoint } from './metrics.js';
import { requestContext } from './request-context.js';
import { traceRequests } from './trace-requests.js';

export interface HttpAppOptions {
  logger: Logger;
  readiness?: ReadinessCheck[];
  /** Set by the service runner once SIGTERM arrives, so /readyz turns 503 while draining. */
  isShuttingDown?: () => boolean;
  jsonLimit?: string;
  /** false for apps that stream bodies on untouched (the gateway); default true. */
  parseJsonBodies?: boolean;
  /**
   * Who may read GET /metrics (default: everyone who reaches the port; services are reachable
   * only inside the cluster). The gateway refuses requests that came through a proxy.
   */
  allowMetrics?: (ctx: Koa.Context) => boolean;
}

/**
 * The Koa app every service starts from: request id + child logger + access log, the one error
 * handler, health and readiness, Prometheus metrics (GET /metrics, per-route latency), and a JSON
 * body parser. Routes are added by the service.
 */
export function createHttpApp(options: HttpAppOptions): Koa {
  const app = new Koa();
  // app.proxy stays false: a service believes no X-Forwarded-* header for the client's address;
  // the gateway's internal token carries it (requireInternalToken → ctx.state.clientIp).
  app.silent = true;
  app.use(httpMetrics());
  app.use(traceRequests());
  app.use(requestContext(options.logger));
  app.use(errorHandler(options.logger));
  app.use(metricsEndpoint(options.allowMetrics));
  app.use(healthRoutes(options.readiness ?? [], options.isShuttingDown ?? (() => false), options.logger));
  if (options.parseJsonBodies === false) return app;
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: options.jsonLimit ?? '1mb', encoding: 'utf-8' }));
  return app;
}
