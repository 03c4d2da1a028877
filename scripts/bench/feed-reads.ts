// GET /api/feed at a fixed arrival rate (requests start on schedule whatever earlier ones do), first
// straight to the service, then through the gateway (its own process, see feed-gateway.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Redis } from 'ioredis';
import type Koa from 'koa';
import { mintInternalToken } from '../../services/platform/src/internal-token.js';
import { startGateway } from './feed-gateway.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

async function feedLatency(url: string, headers: Record<string, string>, perSecond: number, seconds: number): Promise<{ times: number[]; failed: number }> {
  const times: Promise<number>[] = [];
  for (let i = 0; i < perSecond * seconds; i++) {
    const start = performance.now();
    times.push(fetch(url, { headers }).then(async (response) => {
      await response.arrayBuffer();
      return response.ok ? performance.now() - start : -1;
    }, () => -1));
    await sleep(1000 / perSecond);
  }
  const result = await Promise.all(times);
  return { times: result.filter((ms) => ms >= 0), failed: result.filter((ms) => ms < 0).length };
}

const summary = (r: { times: number[]; failed: number }) =>
  `p50 ${pct(r.times, 50).toFixed(1)} ms, p99 ${pct(r.times, 99).toFixed(1)} ms, ${r.failed} failed`;

export async function measureReads(app: Koa, redis: Redis, secret: string, reader: string, load: () => string): Promise<void> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = await mintInternalToken(new TextEncoder().encode(secret), { userId: reader, audience: 'social-feed' }, 600);
    // Warm-up, not counted: the first second was 70 slow requests of 200 (connections opened,
    // code compiled, the read cache filled), a p99 of the start rather than of the service.
    await feedLatency(`${serviceUrl}/api/feed`, { authorization: `Bearer ${token}` }, 200, 2);
    const direct = await feedLatency(`${serviceUrl}/api/feed`, { authorization: `Bearer ${token}` }, 200, 10);
    console.log(`GET /api/feed straight to the service, 200 req/s for 10 s, 50 items a page: ${summary(direct)} (load ${load()})`);
    const gateway = await startGateway(redis, { socialFeedUrl: serviceUrl, secret, userId: reader });
    try {
      await feedLatency(`${gateway.url}/api/feed`, { cookie: gateway.cookie }, 200, 2);
      const via = await feedLatency(`${gateway.url}/api/feed`, { cookie: gateway.cookie }, 200, 10);
      console.log(`GET /api/feed through the gateway, 200 req/s for 10 s: ${summary(via)} (load ${load()})`);
    } finally {
      gateway.stop();
    }
  } finally {
    server.close();
  }
}
