export { initTracing, otlpTracesUrl, type Tracing } from './tracer.js';
export { inSpan, SpanKind, startSpan, type SpanOptions, type TraceSpan } from './spans.js';
export { currentTraceparent } from '../events/trace-context.js';
