import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { PayloadTooLarge, UpstreamFailed } from '@studyhall/platform';
import type { Dispatcher } from 'undici';
import { cappedBody, hasBody, type BodyCap } from './body-limit.js';
import { isRelayedResponseHeader, upstreamRequestHeaders, type ForwardingFacts } from './forwarded-headers.js';
import type { RouteSpec, ServiceName } from './route-table.js';
import { callUpstream, type UpstreamAnswer } from './upstream-call.js';
import type { Upstreams } from './upstreams.js';

export interface ProxyOptions {
  upstreams: Upstreams;
  timeoutMs: { default: number; ai: number };
  bodyCapFor: (route: RouteSpec) => BodyCap;
}

export type Proxy = (req: IncomingMessage, res: ServerResponse, route: RouteSpec, facts: ForwardingFacts) => Promise<void>;

/**
 * Sends the request on to the route's service, streaming both bodies, and relays the answer. Throws
 * (before anything is written) when the service cannot be reached, is too slow, or the body is too big.
 */
export function proxyToService(options: ProxyOptions): Proxy {
  return async function proxyToService(req, res, route, facts) {
    const timeout = route.limit === 'ai' ? options.timeoutMs.ai : options.timeoutMs.default;
    const body = hasBody(req) ? cappedBody(req, options.bodyCapFor(route)) : undefined;
    // Only long AI work is worth cancelling when the browser leaves; for quick routes the extra
    // AbortController and listener per request cost more than letting the answer be discarded.
    const signal = route.limit === 'ai' ? abortWhenClientLeaves(res) : undefined;
    let answer: UpstreamAnswer;
    try {
      answer = await callUpstream(options.upstreams[route.service], {
        method: req.method as Dispatcher.HttpMethod,
        path: req.url ?? '/',
        headers: upstreamRequestHeaders(req.headers, facts),
        body: body?.stream,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      }, signal);
    } catch (error) {
      if (body?.exceeded()) {
        res.setHeader('Connection', 'close');
        throw new PayloadTooLarge(options.bodyCapFor(route).message);
      }
      throw upstreamFailure(route.service, error);
    }
    relayAnswer(res, answer);
  };
}

function abortWhenClientLeaves(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function relayAnswer(res: ServerResponse, answer: UpstreamAnswer): void {
  res.statusCode = answer.statusCode;
  for (const name in answer.headers) {
    const value = answer.headers[name];
    if (value !== undefined && isRelayedResponseHeader(name)) res.setHeader(name, value);
  }
  if (answer.statusCode === 204 || answer.statusCode === 304) {
    if (answer.body instanceof Readable) answer.body.resume();
    res.end();
    return;
  }
  if (!(answer.body instanceof Readable)) {
    res.end(answer.body);
    return;
  }
  // A failure mid-body cannot become an error answer any more: the browser sees the connection cut,
  // and a browser that leaves stops the upstream read (pipeline destroys the body stream).
  pipeline(answer.body, res, () => undefined);
}

const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function upstreamFailure(service: ServiceName, error: unknown): UpstreamFailed {
  const code = (error as { code?: string }).code ?? '';
  if (timeoutCodes.has(code)) {
    return new UpstreamFailed(`${service} did not answer in time`, 504, { cause: error });
  }
  return new UpstreamFailed(`${service} is unavailable`, 502, { cause: error });
}
