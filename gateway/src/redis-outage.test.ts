// The gateway on a Redis of the test's own, frozen with SIGSTOP the way a stalled or partitioned
// Redis behaves (connections stay open, nothing answers).
import { startStoppableRedis, type StoppableRedis } from '@studyhall/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoService } from './testing/echo-service.js';
import { freshIp, listen, signedInUser, startGateway, testConfig, type Running, type TestGateway } from './testing/harness.js';

let redis: StoppableRedis;
let auth: Running;
let lessons: Running;
let gateway: TestGateway;

beforeAll(async () => {
  redis = await startStoppableRedis();
  auth = await listen(echoService('auth', { publicPaths: ['/api/auth/login'] }));
  lessons = await listen(echoService('lessons-quiz'));
  gateway = await startGateway(
    testConfig({ auth: auth.url, 'lessons-quiz': lessons.url }, { REDIS_URL: redis.url, RATE_LIMIT_LOGIN_PER_IP: '3' }),
  );
});

afterAll(async () => {
  redis.thaw();
  await gateway.close();
  await Promise.all([auth.close(), lessons.close()]);
  await redis.close();
});

const wellFormedUnknownSid = () => 'A'.repeat(20) + crypto.randomUUID().replaceAll('-', '').slice(0, 23);

async function timed(path: string, init: RequestInit & { ip?: string } = {}) {
  const started = performance.now();
  const response = await fetch(gateway.url + path, { ...init, headers: { 'x-forwarded-for': init.ip ?? freshIp(), ...init.headers } });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, body, ms: performance.now() - started };
}

const login = (ip?: string) => timed('/api/auth/login', { method: 'POST', ip, headers: { 'content-type': 'application/json' }, body: '{}' });

async function untilRedisAnswers(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await login()).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the gateway did not recover after Redis came back');
}

describe('while Redis does not answer', () => {
  it('answers a request that needs Redis with 503 "temporarily unavailable" within about a second', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    expect((await timed('/api/lessons', { headers: { cookie } })).status).toBe(200);
    redis.freeze();
    try {
      const signIn = await login();
      const unknownSession = await timed('/api/lessons', { headers: { cookie: `studyhall.sid=${wellFormedUnknownSid()}` } });
      for (const answer of [signIn, unknownSession]) {
        expect(answer.status).toBe(503);
        expect(answer.body.message).toMatch(/temporarily unavailable/);
        expect(answer.ms).toBeLessThan(2_500);
      }
      // A session the gateway already remembers needs no Redis: it still gets through.
      const known = await timed('/api/lessons', { headers: { cookie } });
      expect(known.status).toBe(200);
    } finally {
      redis.thaw();
    }
    await untilRedisAnswers();
  });

  it('says on /readyz that Redis is not ready, without the error details', async () => {
    redis.freeze();
    try {
      const response = await fetch(`${gateway.url}/readyz`);
      const text = await response.text();
      expect(response.status).toBe(503);
      expect(JSON.parse(text).checks).toEqual([{ name: 'redis', ok: false }]);
      expect(text).not.toMatch(/timed out|127\.0\.0\.1|ECONN/i);
    } finally {
      redis.thaw();
    }
    await untilRedisAnswers();
  });
});

describe('after an outage during which 120,000 addresses were counted', () => {
  it('keeps a bounded number of unsent counters, and its limits work again once Redis is back', async () => {
    redis.freeze();
    try {
      for (let i = 0; i < 120_000; i += 1) {
        await gateway.admission.check({ limitClass: 'default', ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
      }
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(gateway.admission.unsentRateKeys()).toBeLessThanOrEqual(50_000);
    } finally {
      redis.thaw();
    }
    await untilRedisAnswers();
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await login(ip)).status);
    expect(answers).toEqual([200, 200, 200, 429]);
    for (let attempt = 0; gateway.admission.unsentRateKeys() > 0 && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(gateway.admission.unsentRateKeys()).toBe(0);
  }, 60_000);
});
