import { createHttpApp, internalTokenKey, redisReadiness, type Logger } from '@studyhall/platform';
import type { Redis } from 'ioredis';
import type Koa from 'koa';
import type { Admission } from './admission.js';
import { findRoute, isApiPath, rejectOversizeBody } from './api-routes.js';
import { fileTooLargeMessage, jsonTooLargeMessage, type BodyCap } from './body-limit.js';
import type { GatewayConfig } from './config.js';
import { createTokenSource } from './internal-tokens.js';
import { serveOpenApi } from './openapi.js';
import { proxyToService } from './proxy.js';
import { routeTable, type RouteSpec } from './route-table.js';
import { createRouter } from './routing.js';
import { admitRequest } from './session-auth.js';
import { serveWebApp } from './static-web.js';
import { createUpstreamBreaker } from './upstream-breaker.js';
import type { Upstreams } from './upstreams.js';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  /** Sessions and rate limits (createAdmission on the same Redis); closed by the owner with Redis. */
  admission: Admission;
  upstreams: Upstreams;
  isShuttingDown?: () => boolean;
}

/**
 * The gateway as a Koa app (no listen): request id and access log → for /api paths: route table →
 * body-size check → session and rate limits (from memory, shared through Redis) → the owning
 * service; for the rest, the built web app.
 */
export function createApp({ config, logger, redis, admission, upstreams, isShuttingDown }: GatewayDeps): Koa {
  const app = createHttpApp({
    logger,
    readiness: [redisReadiness(redis)],
    isShuttingDown,
    parseJsonBodies: false,
    allowMetrics: scrapedDirectly,
  });
  // The gateway is the edge unless told how many proxies in front of it to believe.
  app.proxy = config.trustedProxyHops > 0;
  app.maxIpsCount = config.trustedProxyHops;
  const bodyCapFor = bodyCaps(config);
  const match = createRouter(routeTable);
  const admit = admitRequest(admission.check, createTokenSource(internalTokenKey(config.internalTokenSecret)));
  const breaker = createUpstreamBreaker({ ...config.breaker, logger });
  const proxy = proxyToService({ upstreams, timeoutMs: config.timeoutMs, bodyCapFor, breaker });
  app.use(serveOpenApi());
  // The /api steps run in one middleware: each extra Koa layer is a few promises per request.
  app.use(async function apiRequest(ctx, next) {
    if (!isApiPath(ctx.path)) return next();
    const route = findRoute(match, ctx);
    ctx.state.route = route;
    rejectOversizeBody(ctx, bodyCapFor(route));
    await admit(ctx, route);
    await proxy(ctx, route);
  });
  // Anything else that is not a file of the web app ends as a plain 404.
  const webApp = serveWebApp(config.webDistDir);
  app.use(function webAppRequest(ctx, next) {
    // One metrics label for every page and asset of the web app (not one per file).
    ctx.state.metricsRoute = 'web-app';
    return webApp(ctx, next);
  });
  return app;
}

/**
 * /metrics is for Prometheus on the pod's own address. Anything that came through the ingress or
 * another proxy carries X-Forwarded-For or Forwarded and gets the web app's 404 instead.
 */
function scrapedDirectly(ctx: Koa.Context): boolean {
  return !ctx.get('x-forwarded-for') && !ctx.get('forwarded');
}

// A file just under the upload limit still arrives wrapped in multipart boundaries and form fields.
const multipartEnvelopeBytes = 64 * 1024;

function bodyCaps(config: GatewayConfig): (route: RouteSpec) => BodyCap {
  const upload: BodyCap = { maxBytes: config.maxUploadBytes + multipartEnvelopeBytes, message: fileTooLargeMessage };
  const json: BodyCap = { maxBytes: config.maxJsonBytes, message: jsonTooLargeMessage };
  return (route) => (route.upload ? upload : json);
}
