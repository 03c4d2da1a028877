import { PayloadTooLarge, UpstreamFailed } from '@studyhall/platform';
import type { Context, Middleware } from 'koa';
import type { Dispatcher } from 'undici';
import { cappedBody, hasBody, type BodyCap } from './body-limit.js';
import { isRelayedResponseHeader, upstreamRequestHeaders } from './forwarded-headers.js';
import type { RouteSpec, ServiceName } from './route-table.js';
import type { Upstreams } from './upstreams.js';

export interface ProxyOptions {
  upstreams: Upstreams;
  timeoutMs: { default: number; ai: number };
  bodyCapFor: (route: RouteSpec) => BodyCap;
}

/** Sends the request on to the route's service, streaming both bodies, and relays the answer. */
export function proxyToService(options: ProxyOptions): Middleware {
  return async function proxyToService(ctx) {
    const route: RouteSpec = ctx.state.route;
    const timeout = route.limit === 'ai' ? options.timeoutMs.ai : options.timeoutMs.default;
    const body = hasBody(ctx.req) ? cappedBody(ctx.req, options.bodyCapFor(route)) : undefined;
    // Only long AI work is worth cancelling when the browser leaves; for quick routes the extra
    // AbortController and listener per request cost more than letting the answer be discarded.
    const signal = route.limit === 'ai' ? abortWhenClientLeaves(ctx) : undefined;
    let response: Dispatcher.ResponseData;
    try {
      response = await options.upstreams[route.service].request({
        method: ctx.method as Dispatcher.HttpMethod,
        path: ctx.url,
        headers: upstreamRequestHeaders(ctx.req.headers, forwardingFacts(ctx, route.service)),
        body: body?.stream,
        headersTimeout: timeout,
        bodyTimeout: timeout,
        signal,
      });
    } catch (error) {
      if (body?.exceeded()) {
        ctx.set('Connection', 'close');
        throw new PayloadTooLarge(options.bodyCapFor(route).message);
      }
      throw upstreamFailure(route.service, error);
    }
    await relayResponse(ctx, response, route.service);
  };
}

function forwardingFacts(ctx: Context, service: ServiceName) {
  return {
    service,
    requestId: ctx.state.requestId as string,
    clientIp: ctx.ip,
    protocol: ctx.protocol,
    host: ctx.host,
    internalToken: ctx.state.internalToken as string | undefined,
  };
}

function abortWhenClientLeaves(ctx: Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
}

// Most answers are small JSON with a known length: reading them whole is much cheaper than piping a
// stream per response (Koa's pipeline sets up an AbortController and listeners for each one).
const bufferedBodyMaxBytes = 64 * 1024;

async function relayResponse(ctx: Context, response: Dispatcher.ResponseData, service: ServiceName): Promise<void> {
  ctx.status = response.statusCode;
  for (const name in response.headers) {
    const value = response.headers[name];
    if (value !== undefined && isRelayedResponseHeader(name)) ctx.set(name, value);
  }
  if (response.statusCode === 204 || response.statusCode === 304) {
    response.body.dump().catch(() => undefined);
    ctx.body = null;
    return;
  }
  const length = Number(response.headers['content-length'] ?? Number.NaN);
  if (length > bufferedBodyMaxBytes || Number.isNaN(length)) {
    ctx.body = response.body;
    return;
  }
  try {
    ctx.body = Buffer.from(await response.body.arrayBuffer());
  } catch (error) {
    throw upstreamFailure(service, error);
  }
}

const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function upstreamFailure(service: ServiceName, error: unknown): UpstreamFailed {
  const code = (error as { code?: string }).code ?? '';
  if (timeoutCodes.has(code)) {
    return new UpstreamFailed(`${service} did not answer in time`, 504, { cause: error });
  }
  return new UpstreamFailed(`${service} is unavailable`, 502, { cause: error });
}
