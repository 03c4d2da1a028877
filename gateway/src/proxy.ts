import { PayloadTooLarge, UpstreamFailed } from '@studyhall/platform';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { Dispatcher } from 'undici';
import { cappedBody, hasBody, type BodyCap } from './body-limit.js';
import { isRelayedResponseHeader, upstreamRequestHeaders } from './forwarded-headers.js';
import { timeBudgetOf, type RouteSpec, type ServiceName, type TimeBudget } from './route-table.js';
import { callUpstream, type UpstreamAnswer } from './upstream-call.js';
import type { UpstreamBreaker } from './upstream-breaker.js';
import type { Upstreams } from './upstreams.js';

export interface ProxyOptions {
  upstreams: Upstreams;
  timeoutMs: Record<TimeBudget, number>;
  bodyCapFor: (route: RouteSpec) => BodyCap;
  breaker: UpstreamBreaker;
}

/** Sends the request on to the route's service, streaming both bodies, and relays the answer. */
export function proxyToService(options: ProxyOptions): (ctx: Context, route: RouteSpec) => Promise<void> {
  return async function proxyToService(ctx, route) {
    const { breaker } = options;
    breaker.admit(route.service, unavailableMessage(route.service));
    const timeout = options.timeoutMs[timeBudgetOf(route)];
    const body = hasBody(ctx.req) ? cappedBody(ctx.req, options.bodyCapFor(route)) : undefined;
    // Only long AI work is worth cancelling when the browser leaves; for quick routes the extra
    // AbortController and listener per request cost more than letting the answer be discarded.
    const signal = route.limit === 'ai' ? abortWhenClientLeaves(ctx) : undefined;
    let answer: UpstreamAnswer;
    try {
      answer = await callUpstream(options.upstreams[route.service], {
        method: ctx.method as Dispatcher.HttpMethod,
        path: ctx.url,
        headers: upstreamRequestHeaders(ctx.req.headers, forwardingFacts(ctx, route.service)),
        body: body?.stream,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      }, signal);
    } catch (error) {
      if (body?.exceeded()) {
        breaker.released(route.service);
        ctx.set('Connection', 'close');
        throw new PayloadTooLarge(options.bodyCapFor(route).message);
      }
      if (signal?.aborted) breaker.released(route.service);
      else breaker.failed(route.service);
      throw upstreamFailure(route.service, error);
    }
    breaker.answered(route.service);
    relayAnswer(ctx, answer);
  };
}

function forwardingFacts(ctx: Context, service: ServiceName) {
  return {
    service,
    requestId: ctx.state.requestId as string,
    protocol: ctx.protocol,
    host: ctx.host,
    internalToken: ctx.state.internalToken as string | undefined,
    traceparent: ctx.state.traceparent as string | undefined,
  };
}

function abortWhenClientLeaves(ctx: Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function relayAnswer(ctx: Context, answer: UpstreamAnswer): void {
  ctx.status = answer.statusCode;
  for (const name in answer.headers) {
    const value = answer.headers[name];
    if (value !== undefined && isRelayedResponseHeader(name)) ctx.set(name, value);
  }
  if (answer.statusCode === 204 || answer.statusCode === 304) {
    if (answer.body instanceof Readable) answer.body.resume();
    ctx.body = null;
    return;
  }
  ctx.body = answer.body;
}

const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

// What the browser is told, by service (the spec's screens show the message as is).
const serviceLabels: Record<ServiceName, string> = {
  auth: 'The account service',
  'lessons-quiz': 'The lessons service',
  homework: 'The homework service',
  'social-feed': 'The feed service',
  'ai-assistant': 'The study assistant',
};

function upstreamFailure(service: ServiceName, error: unknown): UpstreamFailed {
  const code = (error as { code?: string }).code ?? '';
  if (timeoutCodes.has(code)) {
    return new UpstreamFailed(`${serviceLabels[service]} did not answer in time. Please try again.`, 504, { cause: error });
  }
  return new UpstreamFailed(unavailableMessage(service), 502, { cause: error });
}

function unavailableMessage(service: ServiceName): string {
  return `${serviceLabels[service]} is unavailable right now. Please try again.`;
}
