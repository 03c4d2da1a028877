// OpenTelemetry tracing of one process, off unless an OTLP endpoint is configured
// (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; the chart sets
// it from `tracing.otlpEndpoint`). No auto-instrumentation: the platform opens a few spans itself
// (HTTP server, calls to the AI service, event create and consume), so tracing costs nothing when off.
import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';

let active: { provider: TracerProvider; tracer: Tracer } | undefined;

export interface Tracing {
  /** Sends the spans still buffered and stops exporting (the service's last closer). */
  shutdown(): Promise<void>;
}

/** The OTLP/HTTP traces URL from the standard OpenTelemetry variables, or undefined (tracing off). */
export function otlpTracesUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return undefined;
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/** Starts exporting spans as `serviceName` when an endpoint is configured; undefined when off. */
export function initTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Tracing | undefined {
  const url = otlpTracesUrl(env);
  if (!url) return undefined;
  if (active) return { shutdown: shutdownTracing };
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // A trace started here is kept with probability OTEL_TRACES_SAMPLER_ARG (default 1); one that
    // arrives with a traceparent follows the caller's decision, so a trace is never kept in pieces.
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(sampleRatio(env)) }),
    // BatchSpanProcessor reads OTEL_BSP_* (delay, queue and batch sizes) from the environment.
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  active = { provider, tracer: provider.getTracer('@studyhall/platform') };
  return { shutdown: shutdownTracing };
}

function sampleRatio(env: NodeJS.ProcessEnv): number {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  return Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1;
}

async function shutdownTracing(): Promise<void> {
  const current = active;
  active = undefined;
  await current?.provider.shutdown();
}

/** The tracer while tracing is on; undefined when off (callers then keep the plain traceparent). */
export function activeTracer(): Tracer | undefined {
  return active?.tracer;
}

