// One SERVER span per API request, child of the caller's traceparent header. requestContext makes
// the span's traceparent the request's, so events created and calls made while handling it continue
// the trace. Only /api/ and /internal/ paths (every route of the gateway's and the services'): not
// probes, scrapes or the web app's files, which would be most spans and tell nothing. A
// pass-through when tracing is off.
import type { Middleware } from 'koa';
import { SpanKind, startSpan } from '../tracing/spans.js';
import { activeTracer } from '../tracing/tracer.js';
import { routeLabel } from './metrics.js';

const isTraced = (path: string) => path.startsWith('/api/') || path.startsWith('/internal/');

export function traceRequests(): Middleware {
  return async function traceRequest(ctx, next) {
    if (!activeTracer() || !isTraced(ctx.path)) return next();
    const span = startSpan(ctx.method, {
      kind: SpanKind.SERVER,
      parent: ctx.get('traceparent') || undefined,
      attributes: { 'http.request.method': ctx.method, 'url.path': ctx.path },
    });
    ctx.state.traceparent = span.traceparent;
    try {
      await next();
    } finally {
      const route = routeLabel(ctx);
      span.rename(`${ctx.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': ctx.status });
      span.end(ctx.status >= 500 ? new Error(`HTTP ${ctx.status}`) : undefined);
    }
  };
}
