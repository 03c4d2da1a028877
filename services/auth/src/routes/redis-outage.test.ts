// auth on a Redis of the test's own, frozen with SIGSTOP: sign-in needs Redis (lockout counts, sessions).
import { startStoppableRedis, type StoppableRedis } from '@studyhall/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, register, startAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.js';

let redis: StoppableRedis;
let app: AuthTestApp;

beforeAll(async () => {
  redis = await startStoppableRedis();
  app = await startAuthTestApp({ REDIS_URL: redis.url });
});

afterAll(async () => {
  redis.thaw();
  await app?.close();
  await redis.close();
});

it('answers sign-in with 503 "temporarily unavailable" within about a second while Redis does not answer, and signs in again after', async () => {
  const { email, password } = await register(app);
  redis.freeze();
  const started = performance.now();
  const reply = await call(app, '/api/auth/login', { body: { email, password } }).finally(() => redis.thaw());
  const ms = performance.now() - started;
  expect(reply.status).toBe(503);
  expect(reply.body.message).toMatch(/temporarily unavailable/);
  expect(ms).toBeLessThan(2_500);
  expect((await call(app, '/api/auth/login', { body: { email, password } })).status).toBe(200);
});
