// Tracing stays off unless an OTLP endpoint is configured, and the standard variables pick the URL.
import { describe, expect, it } from 'vitest';
import { initTracing, otlpTracesUrl } from './tracer.js';

describe('otlpTracesUrl', () => {
  it('is off without an endpoint, or when the SDK or the traces exporter is switched off', () => {
    expect(otlpTracesUrl({})).toBeUndefined();
    expect(initTracing('auth', {})).toBeUndefined();
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBeUndefined();
  });

  it('sends to <endpoint>/v1/traces, or to the traces endpoint as given', () => {
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe('http://collector:4318/v1/traces');
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://tempo:4318/otlp/v1/traces', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x' }))
      .toBe('http://tempo:4318/otlp/v1/traces');
  });
});
