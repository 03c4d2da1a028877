// A stand-in OpenTelemetry collector for tests: an HTTP server that takes OTLP/HTTP JSON trace
// exports (what @opentelemetry/exporter-trace-otlp-http sends) and keeps the spans it received.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The base endpoint (OTEL_EXPORTER_OTLP_ENDPOINT); exports arrive at `${endpoint}/v1/traces`. */
  endpoint: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

type KeyValue = { key: string; value: Record<string, unknown> };
type Export = { resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { spans?: RawSpan[] }[] }[] };
type RawSpan = Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: KeyValue[] };

export async function startOtlpReceiver(port = 0): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') spans.push(...parseExport(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function parseExport(body: string): ReceivedSpan[] {
  const parsed = JSON.parse(body) as Export;
  return (parsed.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(attributeMap(resourceSpans.resource?.attributes)['service.name'] ?? '');
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({ ...span, parentSpanId: span.parentSpanId ?? '', service, attributes: attributeMap(span.attributes) })),
    );
  });
}

function attributeMap(list: KeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, Object.values(value)[0]]));
}
