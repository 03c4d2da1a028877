import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateCounters, type Budget, type RateCounters } from './rate-counters.js';
import { quietLogger } from './testing/harness.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const windowMs = 60_000;
let redis: Redis;
const opened: RateCounters[] = [];

beforeAll(() => {
  redis = new Redis(redisUrl);
});

afterEach(async () => {
  for (const counters of opened.splice(0)) await counters.close();
});

afterAll(async () => {
  await redis.quit();
});

function openCounters(options: { windowMs?: number; connection?: Redis } = {}): RateCounters {
  const counters = createRateCounters(options.connection ?? redis, { windowMs, logger: quietLogger, flushEveryMs: 10, ...options });
  opened.push(counters);
  return counters;
}

const budget = (limit: number): Budget => ({ key: `test-rl:${randomUUID()}`, limit });
const flushed = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('rate counters', () => {
  it('admit exactly `limit` hits per window on one gateway, then refuse until the window ends', async () => {
    const counters = openCounters();
    const perUser = budget(5);
    const answers = Array.from({ length: 6 }, () => counters.spend([perUser]));
    expect(answers.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(answers[5]).toBeGreaterThan(windowMs - 1_000);
    expect(answers[5]).toBeLessThanOrEqual(windowMs);
    await flushed();
    expect(await redis.get(perUser.key)).toBe('5');
    expect(await redis.pttl(perUser.key)).toBeGreaterThan(windowMs - 1_000);
    expect(counters.spend([perUser])).toBeGreaterThan(0);
  });

  it('refuse when any one of the budgets is spent, and then count none of them', async () => {
    const counters = openCounters();
    const [perIp, perUser] = [budget(10), budget(1)];
    expect(counters.spend([perIp, perUser])).toBe(0);
    expect(counters.spend([perIp, perUser])).toBeGreaterThan(0);
    await flushed();
    expect(await redis.mget(perIp.key, perUser.key)).toEqual(['1', '1']);
  });

  it('share budgets between gateways through Redis', async () => {
    const [first, second] = [openCounters(), openCounters()];
    const perUser = budget(3);
    for (let hit = 0; hit < 3; hit += 1) expect(first.spend([perUser])).toBe(0);
    await flushed();
    expect(await second.spendExactly([perUser])).toBeGreaterThan(0);
    expect(second.spend([perUser])).toBeGreaterThan(0);
  });

  it('decide strict budgets on Redis’s own count, which includes other gateways’ hits', async () => {
    const counters = openCounters();
    const signIns = budget(2);
    await redis.set(signIns.key, 1, 'PX', windowMs);
    expect(await counters.spendExactly([signIns])).toBe(0);
    const refusedMs = await counters.spendExactly([signIns]);
    expect(refusedMs).toBeGreaterThan(windowMs - 1_000);
    // Known to be spent from the last answer: refused without another count.
    expect(await redis.get(signIns.key)).toBe('2');
  });

  it('start a new window once the old one has ended', async () => {
    const counters = openCounters({ windowMs: 300 });
    const perIp = budget(1);
    expect(counters.spend([perIp])).toBe(0);
    expect(counters.spend([perIp])).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(counters.spend([perIp])).toBe(0);
  });

  it('keep hits that could not reach Redis and send them with the next flush', async () => {
    // Not connected yet, and refusing to queue: the first flush fails; the connection opens meanwhile.
    const offline = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false });
    const counters = openCounters({ connection: offline });
    const perUser = budget(100);
    counters.spend([perUser]);
    counters.spend([perUser]);
    await expect(counters.spendExactly([perUser])).rejects.toThrow();
    await vi.waitFor(() => expect(offline.status).toBe('ready'));
    expect(await counters.spendExactly([perUser])).toBe(0);
    expect(await redis.get(perUser.key)).toBe('4');
    await counters.close();
    await offline.quit();
  });

  it('send what is still unsent when closed', async () => {
    const counters = createRateCounters(redis, { windowMs, logger: quietLogger, flushEveryMs: 60_000 });
    const perUser = budget(10);
    counters.spend([perUser]);
    await counters.close();
    expect(await redis.get(perUser.key)).toBe('1');
    await vi.waitFor(async () => expect(await redis.pttl(perUser.key)).toBeGreaterThan(0));
  });
});
