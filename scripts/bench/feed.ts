// Feed benchmark (issue 13). Prints numbers; asserts nothing. Needs the local stack (.data/stack.env).
//  - fan-out: the Redis step alone (entries/s at 1,000 and 10,000 followers, after a warm-up, the
//    same number of entries at both sizes) and the whole share handler called directly (projection,
//    author list, follower list, fan-out), with its 10k/1k time ratio;
//  - freshness through Kafka (event published → in the last follower's timeline): 1,000 followers at
//    10 shares/s, 10,000 followers at FRESH_10K_RATE shares/s (default 2);
//  - GET /api/feed at 200 req/s straight to the service and through the gateway (started from source).
// Re-run on a quiet machine: `node --experimental-transform-types scripts/bench/feed.mjs`.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEvent, createEventPublisher } from '../../services/platform/src/events/index.js';
import { mintInternalToken } from '../../services/platform/src/internal-token.js';
import { bootService } from '../../services/platform/src/service/boot-service.js';
import { createRedisTimelines } from '../../services/social-feed/src/data/redis-timelines.js';
import { applyItemChange } from '../../services/social-feed/src/domain/item-changes.js';
import { socialFeedService } from '../../services/social-feed/src/service.js';
import { lessonVisibilityChanged } from '../../services/social-feed/src/test-support/feed-events.js';
import { startGateway } from './feed-gateway.js';

const run = `feed-bench-${randomUUID().slice(0, 8)}`;
const secret = 'feed-bench-internal-token-secret-32chars';
const env = { ...process.env, MONGO_DB: run, REDIS_KEY_PREFIX: `${run}:`, LOG_LEVEL: 'warn', INTERNAL_TOKEN_SECRET: secret, PORT: '0' };
const service = await bootService(socialFeedService, { env, kafkaPrefix: `${run}.` });
const { redis, bus, mongo } = service.clients;
const deps = service.deps;
const timelines = createRedisTimelines(redis, `${run}:`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** `n` followers with built (empty) timelines, 500 at a time: one huge burst would outlast the 1 s command timeout. */
async function followers(name: string, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${name}${n}-${i}`);
  for (let i = 0; i < n; i += 500) await Promise.all(ids.slice(i, i + 500).map((id) => timelines.replace(id, [])));
  return ids;
}

/** An author these followers follow (the follow index as FollowAccepted leaves it) with a profile. */
async function author(ids: string[]): Promise<string> {
  const id = `author-${randomUUID().slice(0, 8)}`;
  await mongo.collection('follow_index').insertOne({ _id: id as never, followers: ids });
  await deps.users.save({ id, email: `${id}@example.com`, username: id, firstName: null, lastName: null });
  return id;
}

/** ms per share of the Redis step; `entries` in all at every size, so each size runs about as long. */
async function fanoutStep(ids: string[], entries: number): Promise<number> {
  const shares = Math.max(5, Math.round(entries / ids.length));
  const start = performance.now();
  for (let i = 0; i < shares; i++) await timelines.addToMany(ids, { itemId: `lesson:b${ids.length}-${i}`, score: Date.now() });
  return (performance.now() - start) / shares;
}

/** Alternates the two measurements `count` times; the medians and each round's ratio large/small. */
async function rounds(count: number, small: () => Promise<number>, large: () => Promise<number>) {
  const results: { small: number; large: number }[] = [];
  for (let i = 0; i < count; i++) results.push({ small: await small(), large: await large() });
  const median = (values: number[]) => pct(values, 50);
  const ratios = results.map((r) => r.large / r.small);
  return {
    small: median(results.map((r) => r.small)), large: median(results.map((r) => r.large)),
    ratio: median(ratios), ratios: ratios.map((r) => r.toFixed(1)).join(', '),
  };
}

/** ms per share of the whole handler, and of that the Redis fan-out. */
async function shareHandler(ids: string[], shares: number): Promise<{ total: number; redis: number }> {
  const authorId = await author(ids);
  let redisMs = 0;
  const timed = { ...deps, timelines: { ...deps.timelines, addToMany: async (...args: Parameters<typeof timelines.addToMany>) => {
    const start = performance.now();
    await deps.timelines.addToMany(...args);
    redisMs += performance.now() - start;
  } } };
  const start = performance.now();
  for (let i = 0; i < shares; i++) {
    const sourceId = `h${randomUUID().slice(0, 8)}`;
    await applyItemChange(timed, { id: `lesson:${sourceId}`, sourceId, type: 'lesson', authorId, title: 'Fractions', content: 'Parts of a whole.', createdAt: new Date(), wordProblemTheme: null, sourceFileName: null, gradeLevel: null, isPublic: true, deleted: false, version: Date.now() });
  }
  return { total: (performance.now() - start) / shares, redis: redisMs / shares };
}

async function freshness(ids: string[], perSecond: number, seconds: number): Promise<number[]> {
  const authorId = await author(ids);
  const publisher = createEventPublisher({ bus });
  const last = `${run}:timeline:${ids.at(-1)}`;
  const waits: Promise<number>[] = [];
  for (let i = 0; i < perSecond * seconds; i++) {
    const lessonId = `f${randomUUID().slice(0, 8)}`;
    const event = lessonVisibilityChanged(authorId, { lessonId, uploadedAt: new Date(Date.now() - 1000) });
    const sent = performance.now();
    await publisher.publish([createEvent(event, { source: '/bench', subject: lessonId })]);
    waits.push((async () => {
      while ((await redis.zscore(last, `lesson:${lessonId}`)) === null) await sleep(5);
      return performance.now() - sent;
    })());
    await sleep(1000 / perSecond);
  }
  return Promise.all(waits);
}

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

const server = createServer(service.app.callback());
try {
  console.log(`load average before: ${load()}`);
  const [small, large] = [await followers('f', 1000), await followers('f', 10_000)];
  await fanoutStep(small, 20_000); // warm-up: script loaded, code optimised
  // Rounds alternate the sizes so both meet the same moments of a shared machine; the median round counts.
  const steps = await rounds(3, () => fanoutStep(small, 100_000), () => fanoutStep(large, 100_000));
  const rate = (n: number, ms: number) => Math.round(n / (ms / 1000)).toLocaleString('en');
  console.log(`fan-out (Redis step), 1,000 followers: ${steps.small.toFixed(1)} ms per share = ${rate(1000, steps.small)} entries/s`);
  console.log(`fan-out (Redis step), 10,000 followers: ${steps.large.toFixed(1)} ms per share = ${rate(10_000, steps.large)} entries/s; 10k/1k time ratio ${steps.ratios} (median ${steps.ratio.toFixed(1)})`);
  const [fans1k, fans10k] = [await followers('fan', 1000), await followers('fan', 10_000)];
  const redisMs = { small: 0, large: 0 };
  const shares = await rounds(3, async () => {
    const r = await shareHandler(fans1k, 10);
    redisMs.small += r.redis / 3;
    return r.total;
  }, async () => {
    const r = await shareHandler(fans10k, 3);
    redisMs.large += r.redis / 3;
    return r.total;
  });
  const describe = (total: number, redis: number) => `${total.toFixed(1)} ms per share (Redis fan-out ${redis.toFixed(1)} ms, the rest Mongo)`;
  console.log(`share handler, 1,000 followers: ${describe(shares.small, redisMs.small)}`);
  console.log(`share handler, 10,000 followers: ${describe(shares.large, redisMs.large)}; 10k/1k time ratio ${shares.ratios} (median ${shares.ratio.toFixed(1)})`);
  const fresh = await freshness(fans1k, 10, 10);
  console.log(`freshness, 1,000 followers, 10 shares/s for 10 s (published → last follower's timeline): p50 ${pct(fresh, 50).toFixed(0)} ms, p99 ${pct(fresh, 99).toFixed(0)} ms (load ${load()})`);
  const rate10k = Number(process.env.FRESH_10K_RATE ?? 2);
  const fresh10k = await freshness(fans10k, rate10k, 10);
  console.log(`freshness, 10,000 followers, ${rate10k} shares/s for 10 s: p50 ${pct(fresh10k, 50).toFixed(0)} ms, p99 ${pct(fresh10k, 99).toFixed(0)} ms (load ${load()})`);

  const reader = fans1k.at(-1)!;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = await mintInternalToken(new TextEncoder().encode(secret), { userId: reader, audience: 'social-feed' }, 600);
  const direct = await feedLatency(`${serviceUrl}/api/feed`, { authorization: `Bearer ${token}` }, 200, 10);
  console.log(`GET /api/feed straight to the service, 200 req/s for 10 s, 50 items a page: p50 ${pct(direct.times, 50).toFixed(1)} ms, p99 ${pct(direct.times, 99).toFixed(1)} ms, ${direct.failed} failed (load ${load()})`);
  const gateway = await startGateway(redis, { socialFeedUrl: serviceUrl, secret, userId: reader });
  try {
    const via = await feedLatency(`${gateway.url}/api/feed`, { cookie: gateway.cookie }, 200, 10);
    console.log(`GET /api/feed through the gateway, 200 req/s for 10 s: p50 ${pct(via.times, 50).toFixed(1)} ms, p99 ${pct(via.times, 99).toFixed(1)} ms, ${via.failed} failed`);
  } finally {
    gateway.stop();
  }
  console.log(`load average after: ${load()}`);
} finally {
  server.close();
  const keys = await redis.keys(`${run}:*`);
  for (let i = 0; i < keys.length; i += 1000) await redis.del(...keys.slice(i, i + 1000));
  await mongo.dropDatabase();
  await service.close();
}
