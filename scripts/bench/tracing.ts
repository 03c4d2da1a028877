// What tracing costs a request: one platform HTTP app (createHttpApp + a route that writes an event
// envelope, like a use case with the outbox) timed with tracing off, then on and exporting to a
// stand-in OTLP collector on loopback. Sequential keep-alive requests, so the number is the added
// latency per request, not throughput. CPU time of this process (client and server; the client's
// share is the same both ways) is the steadier number on a shared machine; wall time is printed too.
// Prints the load average: rerun on a quiet machine.
//   source scripts/node-env.sh && node --experimental-transform-types scripts/bench/tracing.mjs [requests] [rounds]
import { create } from '@bufbuild/protobuf';
import { UserRegisteredSchema } from '@studyhall/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { pino } from 'pino';
import { createEvent } from '../../services/platform/src/events/event-envelope.ts';
import { createHttpApp } from '../../services/platform/src/http/create-http-app.ts';
import { initTracing } from '../../services/platform/src/tracing/tracer.ts';

const requests = Number(process.argv[2] ?? 1000);

async function timeRequests(label: string): Promise<number> {
  const app = createHttpApp({ logger: pino({ level: 'silent' }) });
  app.use((ctx) => {
    const event = createEvent(create(UserRegisteredSchema, { userId: 'u1' }), { source: '/bench', subject: 'u1' });
    ctx.body = { id: event.id };
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/bench`;
  for (let i = 0; i < 300; i++) await (await fetch(url)).arrayBuffer(); // warm-up
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < requests; i++) await (await fetch(url)).arrayBuffer();
  const { user, system } = process.cpuUsage(cpu);
  const perRequestUs = ((performance.now() - started) * 1000) / requests;
  const cpuUs = (user + system) / requests;
  server.close();
  console.log(`${label.padEnd(40)} ${perRequestUs.toFixed(0).padStart(6)} µs wall, ${cpuUs.toFixed(0).padStart(5)} µs CPU per request`);
  return cpuUs;
}

// The collector stand-in drains and drops what it gets: its parsing is not the services' cost.
const sink = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;

// Off and on alternate for a few rounds (medians), so a busy neighbour skews both alike.
const rounds = Number(process.argv[3] ?? 5);
const offs: number[] = [];
const ons: number[] = [];
for (let round = 1; round <= rounds; round++) {
  offs.push(await timeRequests(`round ${round}: tracing off`));
  const tracing = initTracing('bench', { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })!;
  ons.push(await timeRequests(`round ${round}: tracing on (2 spans/request)`));
  await tracing.shutdown();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`median CPU per request: off ${median(offs).toFixed(0)} µs, on ${median(ons).toFixed(0)} µs, added ${(median(ons) - median(offs)).toFixed(0)} µs`);
console.log(`load average (1/5/15 min): ${loadavg().map((n) => n.toFixed(2)).join(' / ')} on ${navigator.hardwareConcurrency} cores`);
sink.close();
