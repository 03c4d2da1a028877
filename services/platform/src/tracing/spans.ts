// Spans in the W3C traceparent the platform already carries (HTTP headers, Kafka headers, the
// request context): a span's parent is a traceparent string, and the span's own traceparent is what
// the work inside it passes on. With tracing off nothing is recorded and the traceparent passes through.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type SpanContext } from '@opentelemetry/api';
import { currentTraceparent, withTraceparent } from '../events/trace-context.js';
import { activeTracer } from './tracer.js';

export { SpanKind };

export interface TraceSpan {
  /** This span's traceparent (for headers and children); undefined when tracing is off. */
  traceparent: string | undefined;
  setAttributes(attributes: Attributes): void;
  /** Renames the span (an HTTP span learns its route pattern only after routing). */
  rename(name: string): void;
  /** Ends the span; with an error (or an HTTP status ≥ 500 set by the caller) it is marked failed. */
  end(error?: unknown): void;
}

const traceparentPattern = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const off: TraceSpan = { traceparent: undefined, setAttributes() {}, rename() {}, end() {} };

export interface SpanOptions {
  kind: SpanKind;
  /** Defaults to the current traceparent (request context or event handler). */
  parent?: string;
  attributes?: Attributes;
}

export function startSpan(name: string, options: SpanOptions): TraceSpan {
  const tracer = activeTracer();
  if (!tracer) return off;
  const parent = parentContext(options.parent ?? currentTraceparent());
  const span = tracer.startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  return {
    traceparent: formatTraceparent(span.spanContext()),
    setAttributes: (attributes) => void span.setAttributes(attributes),
    rename: (newName) => void span.updateName(newName),
    end(error) {
      if (error !== undefined) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
      }
      span.end();
    },
  };
}

/** Runs `fn` inside a span: its traceparent is current for `fn` (events it creates, calls it makes). */
export async function inSpan<T>(name: string, options: SpanOptions, fn: (span: TraceSpan) => Promise<T>): Promise<T> {
  const span = startSpan(name, options);
  try {
    const result = await withTraceparent(span.traceparent, () => fn(span));
    span.end();
    return result;
  } catch (error) {
    span.end(error);
    throw error;
  }
}

function parentContext(traceparent: string | undefined): Context {
  const match = traceparent ? traceparentPattern.exec(traceparent) : null;
  if (!match) return ROOT_CONTEXT;
  const spanContext: SpanContext = { traceId: match[1]!, spanId: match[2]!, traceFlags: Number.parseInt(match[3]!, 16), isRemote: true };
  return trace.setSpanContext(ROOT_CONTEXT, spanContext);
}

function formatTraceparent(context: SpanContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.traceFlags.toString(16).padStart(2, '0')}`;
}
