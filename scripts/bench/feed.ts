// Feed benchmark (issue 13): fan-out entries/s at 1,000 and 10,000 followers (the Redis step),
// freshness from a share's event to the last of 1,000 followers' timelines at 10 shares/s (the whole
// consumer: Kafka, projections, fan-out), and GET /api/feed latency at 200 req/s straight to the
// service (no gateway). Prints numbers; asserts nothing. Needs the local stack (.data/stack.env).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEvent, createEventPublisher } from '../../services/platform/src/events/index.js';
import { mintInternalToken } from '../../services/platform/src/internal-token.js';
import { bootService } from '../../services/platform/src/service/boot-service.js';
import { createRedisTimelines } from '../../services/social-feed/src/data/redis-timelines.js';
import { socialFeedService } from '../../services/social-feed/src/service.js';
import { lessonVisibilityChanged } from '../../services/social-feed/src/test-support/feed-events.js';

const run = `feed-bench-${randomUUID().slice(0, 8)}`;
const secret = 'feed-bench-internal-token-secret-32chars';
const env = { ...process.env, MONGO_DB: run, REDIS_KEY_PREFIX: `${run}:`, LOG_LEVEL: 'warn', INTERNAL_TOKEN_SECRET: secret, PORT: '0' };
const service = await bootService(socialFeedService, { env, kafkaPrefix: `${run}.` });
const { redis, bus, mongo } = service.clients;
const timelines = createRedisTimelines(redis, `${run}:`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Marks these timelines built (empty), 500 at a time: one huge burst would outlast the 1 s command timeout. */
async function buildTimelines(ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) await Promise.all(ids.slice(i, i + 500).map((id) => timelines.replace(id, [])));
}
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function fanoutRate(followers: number, shares: number): Promise<number> {
  const ids = Array.from({ length: followers }, (_, i) => `f${followers}-${i}`);
  await buildTimelines(ids);
  const start = performance.now();
  for (let i = 0; i < shares; i++) await timelines.addToMany(ids, { itemId: `lesson:b${followers}-${i}`, score: Date.now() + i });
  return (performance.now() - start) / shares;
}

async function freshness(followers: number, perSecond: number, seconds: number): Promise<number[]> {
  const author = `author-${run}`;
  const ids = Array.from({ length: followers }, (_, i) => `fan-${i}`);
  await mongo.collection('follow_index').insertOne({ _id: author as never, followers: ids });
  await buildTimelines(ids);
  const publisher = createEventPublisher({ bus });
  const last = `${run}:timeline:${ids.at(-1)}`;
  const waits: Promise<number>[] = [];
  for (let i = 0; i < perSecond * seconds; i++) {
    const event = lessonVisibilityChanged(author, { lessonId: `fresh${i}`, uploadedAt: new Date(Date.now() - 1000) });
    const sent = performance.now();
    await publisher.publish([createEvent(event, { source: '/bench', subject: `fresh${i}` })]);
    waits.push((async () => {
      while ((await redis.zscore(last, `lesson:fresh${i}`)) === null) await sleep(5);
      return performance.now() - sent;
    })());
    await sleep(1000 / perSecond);
  }
  return Promise.all(waits);
}

async function feedLatency(userId: string, perSecond: number, seconds: number): Promise<{ times: number[]; failed: number }> {
  const server = createServer(service.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/feed`;
  const token = await mintInternalToken(new TextEncoder().encode(secret), { userId, audience: 'social-feed' }, 600);
  const times: Promise<number>[] = [];
  for (let i = 0; i < perSecond * seconds; i++) {
    const start = performance.now();
    times.push(fetch(url, { headers: { authorization: `Bearer ${token}` } }).then(async (response) => {
      await response.arrayBuffer();
      return response.ok ? performance.now() - start : -1;
    }));
    await sleep(1000 / perSecond);
  }
  const result = await Promise.all(times);
  server.close();
  return { times: result.filter((ms) => ms >= 0), failed: result.filter((ms) => ms < 0).length };
}

try {
  console.log(`load average before: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  const at1k = await fanoutRate(1000, 20);
  const at10k = await fanoutRate(10_000, 5);
  console.log(`fan-out 1,000 followers: ${at1k.toFixed(1)} ms per share = ${Math.round(1000 / (at1k / 1000)).toLocaleString('en')} entries/s`);
  console.log(`fan-out 10,000 followers: ${at10k.toFixed(1)} ms per share = ${Math.round(10_000 / (at10k / 1000)).toLocaleString('en')} entries/s; 10k/1k time ratio ${(at10k / at1k).toFixed(1)}`);
  const fresh = await freshness(1000, 10, 10);
  console.log(`freshness, 1,000 followers, 10 shares/s for 10 s (event published → in the last follower's timeline): p50 ${pct(fresh, 50).toFixed(0)} ms, p99 ${pct(fresh, 99).toFixed(0)} ms`);
  const reads = await feedLatency('fan-999', 200, 10);
  console.log(`GET /api/feed straight to the service, 200 req/s for 10 s, 100 items in the timeline: p50 ${pct(reads.times, 50).toFixed(1)} ms, p99 ${pct(reads.times, 99).toFixed(1)} ms, ${reads.failed} failed`);
  console.log(`load average after: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
} finally {
  const keys = await redis.keys(`${run}:*`);
  for (let i = 0; i < keys.length; i += 1000) await redis.del(...keys.slice(i, i + 1000));
  await mongo.dropDatabase();
  await service.close();
}
