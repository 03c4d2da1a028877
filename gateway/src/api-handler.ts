import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAccessLog, errorAnswer, internalTokenKey, requestIdFrom, type Logger } from '@studyhall/platform';
import type { Redis } from 'ioredis';
import { createAdmissionCheck } from './admission.js';
import { findRoute, pathOf, rejectOversizeBody } from './api-routes.js';
import { fileTooLargeMessage, jsonTooLargeMessage, type BodyCap } from './body-limit.js';
import { clientFacts } from './client-facts.js';
import type { GatewayConfig } from './config.js';
import { createTokenSource } from './internal-tokens.js';
import { proxyToService } from './proxy.js';
import { routeTable, type RouteSpec } from './route-table.js';
import { createRouter } from './routing.js';
import { admitRequest } from './session-auth.js';
import type { Upstreams } from './upstreams.js';

export interface ApiHandlerDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  upstreams: Upstreams;
}

/**
 * Every /api request, on plain node:http (the hot path: Koa's context, middleware chain and
 * on-finished listeners were a quarter of the gateway's CPU per request): request id → route table
 * → declared body size → session and rate limits (one Redis call) → the owning service → one
 * access-log line. Errors become the kit's `{ message }` answers (platform errorAnswer).
 */
export function createApiHandler({ config, logger, redis, upstreams }: ApiHandlerDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const logAccess = createAccessLog(logger);
  const match = createRouter(routeTable);
  const bodyCapFor = bodyCaps(config);
  const admit = admitRequest(
    createAdmissionCheck(redis, config.rateLimits, config.sessionTtlSeconds),
    createTokenSource(internalTokenKey(config.internalTokenSecret)),
  );
  const proxy = proxyToService({ upstreams, timeoutMs: config.timeoutMs, bodyCapFor });

  return async function handleApiRequest(req, res) {
    const startedAt = performance.now();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const method = req.method ?? 'GET';
    const path = pathOf(req.url);
    res.setHeader('x-request-id', requestId);
    try {
      const route = findRoute(match, method, path, res);
      rejectOversizeBody(req, res, bodyCapFor(route));
      const client = clientFacts(req, config.trustedProxyHops);
      const internalToken = await admit({ cookieHeader: req.headers.cookie, ip: client.ip }, route);
      await proxy(req, res, route, { service: route.service, requestId, clientIp: client.ip, protocol: client.protocol, host: client.host, internalToken });
    } catch (error) {
      answerWithError(res, error, logger.child({ requestId }));
    }
    logAccess({ requestId, method, path, status: res.statusCode, startedAt });
  };
}

function answerWithError(res: ServerResponse, error: unknown, logger: Logger): void {
  const answer = errorAnswer(error);
  logger[answer.log.level](answer.log.fields, answer.log.message);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(answer.body);
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

// A file just under the upload limit still arrives wrapped in multipart boundaries and form fields.
const multipartEnvelopeBytes = 64 * 1024;

function bodyCaps(config: GatewayConfig): (route: RouteSpec) => BodyCap {
  const upload: BodyCap = { maxBytes: config.maxUploadBytes + multipartEnvelopeBytes, message: fileTooLargeMessage };
  const json: BodyCap = { maxBytes: config.maxJsonBytes, message: jsonTooLargeMessage };
  return (route) => (route.upload ? upload : json);
}
