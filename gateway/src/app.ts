import { createHttpApp, internalTokenKey, redisReadiness, type Logger } from '@studyhall/platform';
import type { Redis } from 'ioredis';
import type Koa from 'koa';
import { createAdmissionCheck } from './admission.js';
import { rejectOversizeBodies, resolveRoute } from './api-routes.js';
import { fileTooLargeMessage, jsonTooLargeMessage, type BodyCap } from './body-limit.js';
import type { GatewayConfig } from './config.js';
import { createTokenSource } from './internal-tokens.js';
import { proxyToService } from './proxy.js';
import { routeTable, type RouteSpec } from './route-table.js';
import { createRouter } from './routing.js';
import { admitRequest } from './session-auth.js';
import { serveWebApp } from './static-web.js';
import type { Upstreams } from './upstreams.js';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  upstreams: Upstreams;
  isShuttingDown?: () => boolean;
}

/**
 * The gateway as a Koa app (no listen): request id and access log → built web app for non-/api
 * paths → route table → body-size check → session and rate limits (one Redis call) → the owning
 * service.
 */
export function createApp({ config, logger, redis, upstreams, isShuttingDown }: GatewayDeps): Koa {
  const app = createHttpApp({ logger, readiness: [redisReadiness(redis)], isShuttingDown, parseJsonBodies: false });
  // The gateway is the edge unless told how many proxies in front of it to believe.
  app.proxy = config.trustedProxyHops > 0;
  app.maxIpsCount = config.trustedProxyHops;
  const bodyCapFor = bodyCaps(config);
  app.use(serveWebApp(config.webDistDir));
  app.use(resolveRoute(createRouter(routeTable)));
  app.use(rejectOversizeBodies(bodyCapFor));
  const checkAdmission = createAdmissionCheck(redis, config.rateLimits, config.sessionTtlSeconds);
  app.use(admitRequest(checkAdmission, createTokenSource(internalTokenKey(config.internalTokenSecret))));
  app.use(proxyToService({ upstreams, timeoutMs: config.timeoutMs, bodyCapFor }));
  return app;
}

// A file just under the upload limit still arrives wrapped in multipart boundaries and form fields.
const multipartEnvelopeBytes = 64 * 1024;

function bodyCaps(config: GatewayConfig): (route: RouteSpec) => BodyCap {
  const upload: BodyCap = { maxBytes: config.maxUploadBytes + multipartEnvelopeBytes, message: fileTooLargeMessage };
  const json: BodyCap = { maxBytes: config.maxJsonBytes, message: jsonTooLargeMessage };
  return (route) => (route.upload ? upload : json);
}
