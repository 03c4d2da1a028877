// Feed benchmark (issue 13). Prints numbers; asserts nothing. Needs the local stack (.data/stack.env).
//  - fan-out: the Redis step alone (entries/s at 1,000 and 10,000 followers, after a warm-up, the
//    same shares per timeline at both sizes) and the whole share handler called directly (projection,
//    author list, follower list, fan-out), each with its 10k/1k time ratio;
//  - freshness through Kafka (event published → in the last follower's timeline): 1,000 followers at
//    10 shares/s, 10,000 followers at FRESH_10K_RATE shares/s (default 2);
//  - GET /api/feed at 200 req/s straight to the service and through the gateway (started from source).
// FEED_BENCH=fanout,freshness,reads picks parts (default all).
// Re-run on a quiet machine: `node --experimental-transform-types scripts/bench/feed.mjs`. The shared
// FerretDB's other users show up in every Mongo step; MONGO_URL=<a FerretDB of your own> avoids that.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createEvent, createEventPublisher } from '../../services/platform/src/events/index.js';
import { bootService } from '../../services/platform/src/service/boot-service.js';
import { createRedisTimelines } from '../../services/social-feed/src/data/redis-timelines.js';
import { applyItemChange } from '../../services/social-feed/src/domain/item-changes.js';
import { socialFeedService } from '../../services/social-feed/src/service.js';
import { lessonVisibilityChanged } from '../../services/social-feed/src/test-support/feed-events.js';
import { measureReads } from './feed-reads.js';

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
  for (let i = 0; i < n; i += 500) await Promise.all(ids.slice(i, i + 500).map((id) => timelines.build(id, async () => [])));
  return ids;
}

/** An author these followers follow (the follow index as FollowAccepted leaves it) with a profile. */
async function author(ids: string[]): Promise<string> {
  const id = `author-${randomUUID().slice(0, 8)}`;
  await mongo.collection('follow_index').insertOne({ _id: id as never, followers: ids });
  await deps.users.save({ id, email: `${id}@example.com`, username: id, firstName: null, lastName: null });
  return id;
}

/**
 * One share's Redis step, in ms. Both sizes get the same shares per timeline: a timeline's size sets
 * the cost of adding to it (Redis keeps a small sorted set as a packed list up to 128 entries), so
 * 1,000 timelines holding ten times the entries of the 10,000 (as when both sizes got the same total
 * number of entries) made the 1,000 look dear and the ratio ~6.
 */
async function fanoutStep(ids: string[]): Promise<number> {
  const start = performance.now();
  await timelines.addToMany(ids, { itemId: `lesson:b${randomUUID().slice(0, 8)}`, score: Date.now() });
  return performance.now() - start;
}

/**
 * One share at each size, `count` times, alternating: both sizes meet the same moments of a shared
 * machine, and the medians leave out the moments another process took the CPU.
 */
async function interleaved<T>(count: number, small: () => Promise<T>, large: () => Promise<T>): Promise<{ small: T[]; large: T[] }> {
  const result = { small: [] as T[], large: [] as T[] };
  for (let i = 0; i < count; i++) {
    result.small.push(await small());
    result.large.push(await large());
  }
  return result;
}

/** The whole share handler as the consumer calls it, for a new author of these followers: ms in all and in Redis. */
async function sharer(ids: string[]): Promise<() => Promise<{ total: number; redis: number }>> {
  const authorId = await author(ids);
  let redisMs = 0;
  const timed = { ...deps, timelines: { ...deps.timelines, addToMany: async (...args: Parameters<typeof timelines.addToMany>) => {
    const start = performance.now();
    await deps.timelines.addToMany(...args);
    redisMs += performance.now() - start;
  } } };
  return async () => {
    const sourceId = `h${randomUUID().slice(0, 8)}`;
    const [start, redisBefore] = [performance.now(), redisMs];
    await applyItemChange(timed, { id: `lesson:${sourceId}`, sourceId, type: 'lesson', authorId, title: 'Fractions', content: 'Parts of a whole.', createdAt: new Date(), wordProblemTheme: null, sourceFileName: null, gradeLevel: null, isPublic: true, deleted: false, version: Date.now() });
    return { total: performance.now() - start, redis: redisMs - redisBefore };
  };
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

const parts = (process.env.FEED_BENCH ?? 'fanout,freshness,reads').split(',');
try {
  console.log(`load average before: ${load()}`);
  const [fans1k, fans10k] = [await followers('fan', 1000), await followers('fan', 10_000)];
  if (parts.includes('fanout')) await measureFanout(fans1k, fans10k);
  if (parts.includes('freshness')) await measureFreshness(fans1k, fans10k);
  if (parts.includes('reads')) {
    // The reader's first page: 50 real items (more when the runs above shared to these followers too).
    const share = await sharer(fans1k);
    for (let i = 0; i < 60; i++) await share();
    await measureReads(service.app, redis, secret, fans1k.at(-1)!, load);
  }
  console.log(`load average after: ${load()}`);
} finally {
  const keys = await redis.keys(`${run}:*`);
  for (let i = 0; i < keys.length; i += 1000) await redis.del(...keys.slice(i, i + 1000));
  await mongo.dropDatabase();
  await service.close();
}

async function measureFanout(fans1k: string[], fans10k: string[]): Promise<void> {
  const [small, large] = [await followers('f', 1000), await followers('f', 10_000)];
  const warm = await followers('warm', 1000);
  for (let i = 0; i < 20; i++) await fanoutStep(warm); // warm-up: script loaded, code optimised
  const steps = await interleaved(40, () => fanoutStep(small), () => fanoutStep(large));
  const [step1k, step10k] = [pct(steps.small, 50), pct(steps.large, 50)];
  const rate = (n: number, ms: number) => Math.round(n / (ms / 1000)).toLocaleString('en');
  console.log(`fan-out (Redis step), 1,000 followers: median ${step1k.toFixed(1)} ms per share = ${rate(1000, step1k)} entries/s`);
  console.log(`fan-out (Redis step), 10,000 followers: median ${step10k.toFixed(1)} ms per share = ${rate(10_000, step10k)} entries/s; 10k/1k time ratio ${(step10k / step1k).toFixed(1)}`);
  const handled = await interleaved(15, await sharer(fans1k), await sharer(fans10k));
  const median = (runs: { total: number; redis: number }[]) => ({ total: pct(runs.map((r) => r.total), 50), redis: pct(runs.map((r) => r.redis), 50) });
  const [share1k, share10k] = [median(handled.small), median(handled.large)];
  const describe = (r: { total: number; redis: number }) => `median ${r.total.toFixed(1)} ms per share (its Redis fan-out ${r.redis.toFixed(1)} ms; the rest is Mongo)`;
  console.log(`share handler, 1,000 followers: ${describe(share1k)}`);
  console.log(`share handler, 10,000 followers: ${describe(share10k)}; 10k/1k time ratio ${(share10k.total / share1k.total).toFixed(1)}`);
}

async function measureFreshness(fans1k: string[], fans10k: string[]): Promise<void> {
  const fresh = await freshness(fans1k, 10, 10);
  console.log(`freshness, 1,000 followers, 10 shares/s for 10 s (published → last follower's timeline): p50 ${pct(fresh, 50).toFixed(0)} ms, p99 ${pct(fresh, 99).toFixed(0)} ms (load ${load()})`);
  const rate10k = Number(process.env.FRESH_10K_RATE ?? 2);
  const fresh10k = await freshness(fans10k, rate10k, 10);
  console.log(`freshness, 10,000 followers, ${rate10k} shares/s for 10 s: p50 ${pct(fresh10k, 50).toFixed(0)} ms, p99 ${pct(fresh10k, 99).toFixed(0)} ms (load ${load()})`);
}
