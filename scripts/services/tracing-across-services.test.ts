// Traces across processes: the gateway, auth and social-feed run as real processes (scripts/services.ts
// --only, ports and Kafka topics of their own) exporting spans to a stand-in OTLP collector. One
// sign-up is then one trace: gateway → auth (HTTP) → UserRegistered on Kafka → social-feed's consumer.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { startOtlpReceiver, waitFor, type OtlpReceiver, type ReceivedSpan } from '@studyhall/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const offset = 770;
const gateway = `http://127.0.0.1:${8080 + offset}`;
const serverKind = 2;
const producerKind = 4;
const consumerKind = 5;
let receiver: OtlpReceiver;
let runner: ChildProcess;
let output = '';

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  runner = spawn(process.execPath, ['scripts/services.ts', '--only', 'gateway,auth,social-feed'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      STUDYHALL_PORT_OFFSET: String(offset),
      KAFKA_TOPIC_PREFIX: `trace-test-${randomUUID().slice(0, 8)}.`,
      // Sign-up limits count per address in Redis: this run's own counters, not other tests' sign-ups.
      RATE_LIMIT_KEY_PREFIX: `rl:trace-test-${randomUUID().slice(0, 8)}:`,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [runner.stdout!, runner.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => output.includes('StudyHall is up') || runner.exitCode !== null, 'the services to start', 90_000);
  expect(output).toContain('StudyHall is up');
}, 120_000);

afterAll(async () => {
  if (runner?.exitCode === null) {
    runner.kill('SIGTERM');
    await new Promise((done) => runner.once('exit', done));
  }
  await receiver?.close();
}, 30_000);

const spanOf = (spans: ReceivedSpan[], service: string, kind: number) => spans.find((s) => s.service === service && s.kind === kind);

describe('tracing with an OTLP endpoint configured', () => {
  it('follows one sign-up from the gateway through auth and Kafka into the feed consumer, in one trace', async () => {
    for (const path of ['/', '/healthz', '/metrics']) await (await fetch(gateway + path)).arrayBuffer(); // no spans of their own
    const email = `trace-${randomUUID()}@example.com`;
    const response = await fetch(`${gateway}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long enough trace password' }),
    });
    expect(response.status).toBe(201);
    const edge = () => receiver.spans.find((s) => s.service === 'gateway' && s.name === 'POST /api/auth/register');
    await waitFor(() => !!edge(), 'the gateway span', 20_000);
    const trace = () => receiver.spans.filter((s) => s.traceId === edge()!.traceId);
    await waitFor(() => !!spanOf(trace(), 'social-feed', consumerKind), 'the feed consumer span in the same trace', 30_000);

    const [gatewaySpan, authSpan] = [edge()!, spanOf(trace(), 'auth', serverKind)!];
    const created = trace().find((s) => s.service === 'auth' && s.kind === producerKind && s.name.includes('UserRegistered'))!;
    const consumed = trace().find((s) => s.service === 'social-feed' && s.kind === consumerKind && s.name.includes('UserRegistered'))!;
    expect(authSpan.parentSpanId).toBe(gatewaySpan.spanId);
    expect(authSpan.attributes['http.route']).toBe('/api/auth/register');
    expect(created.parentSpanId).toBe(authSpan.spanId);
    expect(consumed.parentSpanId).toBe(created.spanId);
    expect(consumed.attributes['messaging.consumer.group.name']).toMatch(/^trace-test-.*social-feed$/);
    expect(receiver.spans.filter((s) => s.service === 'gateway').map((s) => s.name)).toEqual(['POST /api/auth/register']);
  }, 60_000);
});
