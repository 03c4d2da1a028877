import { createSessionStore, sessionCookieName } from '@studyhall/platform';
import { Redis } from 'ioredis';
import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoService, type EchoBody } from './testing/echo-service.js';
import {
  freshIp, listen, serviceApp, signedInUser, startGateway, testConfig, type Running, type TestGateway,
} from './testing/harness.js';

// A stand-in auth service: POST /api/logout destroys the session named by the forwarded cookie in
// the shared store (over its own Redis connection) and clears the cookie, as the real one does.
function authWithLogout(redis: Redis): Koa {
  const app = serviceApp();
  app.use(async (ctx) => {
    const sid = ctx.cookies.get(sessionCookieName);
    if (sid) await createSessionStore(redis).destroy(sid);
    ctx.cookies.set(sessionCookieName, '', { maxAge: 0 });
    ctx.status = 204;
  });
  return app;
}

let lessons: Running;
let auth: Running;
let gateway: TestGateway;
let authRedis: Redis;

beforeAll(async () => {
  authRedis = new Redis(testConfig({}).redisUrl);
  lessons = await listen(echoService('lessons-quiz'));
  auth = await listen(authWithLogout(authRedis));
});

afterAll(async () => {
  await Promise.all([lessons.close(), auth.close()]);
  await authRedis.quit();
});

function gatewayConfig() {
  return testConfig({ 'lessons-quiz': lessons.url, auth: auth.url });
}

async function getTopics(cookie: string, headers: Record<string, string> = {}, through: TestGateway = gateway) {
  return fetch(`${through.url}/api/topics`, { headers: { cookie, 'x-forwarded-for': freshIp(), ...headers } });
}

function logout(cookie: string) {
  return fetch(`${gateway.url}/api/logout`, { method: 'POST', headers: { cookie, 'x-forwarded-for': freshIp() } });
}

describe('identity the services see', () => {
  beforeAll(async () => {
    gateway = await startGateway(gatewayConfig());
  });
  afterAll(async () => gateway.close());

  it('replaces forged identity headers with the internal token of the session user', async () => {
    const { cookie, userId } = await signedInUser(gateway.redis);
    const response = await getTopics(cookie, {
      'x-user-id': 'someone-else',
      'x-internal-user': 'someone-else',
      authorization: 'Bearer forged',
    });
    expect(response.status).toBe(200);
    const seen = (await response.json()) as EchoBody;
    expect(seen.userId).toBe(userId);
    expect(seen.headers['x-user-id']).toBeUndefined();
    expect(seen.headers['x-internal-user']).toBeUndefined();
    expect(seen.headers.authorization).not.toBe('Bearer forged');
  });

  it('vouches for the client address inside the token, on public routes too (there as "anonymous")', async () => {
    const authEcho = await listen(echoService('auth', { publicPaths: ['/api/auth/login'] }));
    const withEcho = await startGateway(testConfig({ auth: authEcho.url }));
    try {
      const ip = freshIp();
      const response = await fetch(`${withEcho.url}/api/auth/login`, { method: 'POST', headers: { 'x-forwarded-for': ip } });
      expect(response.status).toBe(200);
      const seen = (await response.json()) as EchoBody;
      expect(seen.userId).toBeUndefined();
      expect(seen.clientIp).toBe(ip);
    } finally {
      await withEcho.close();
      await authEcho.close();
    }
    const { cookie } = await signedInUser(gateway.redis);
    const ip = freshIp();
    const seen = (await (await getTopics(cookie, { 'x-forwarded-for': ip })).json()) as EchoBody;
    expect(seen.clientIp).toBe(ip);
  });

  it('keeps the session cookie away from services other than auth', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const seen = (await (await getTopics(`${cookie}; theme=dark`)).json()) as EchoBody;
    expect(seen.headers.cookie).toBeUndefined();
  });

  it('forwards only the headers a service may need: no forwarding claims, no made-up headers', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const seen = (await (await getTopics(cookie, {
      'x-forwarded-for': '6.6.6.6',
      'x-real-ip': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
      'x-admin': 'true',
      'x-original-url': '/internal/anything',
      'accept-language': 'de',
    })).json()) as EchoBody;
    for (const name of ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-admin', 'x-original-url']) expect(seen.headers[name]).toBeUndefined();
    expect(seen.headers['accept-language']).toBe('de');
  });

  it('replaces a request id that is not well-formed with one of its own, towards the service and the browser', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    for (const bad of ['<script>alert(1)</script>', 'x'.repeat(300), 'id with spaces', 'a\tb']) {
      const response = await getTopics(cookie, { 'x-request-id': bad });
      const echoed = response.headers.get('x-request-id');
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
      expect(((await response.json()) as EchoBody).headers['x-request-id']).toBe(echoed);
    }
  });

  it('echoes the request id it was given, and makes one up otherwise', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const given = await getTopics(cookie, { 'x-request-id': 'req-12345' });
    expect(given.headers.get('x-request-id')).toBe('req-12345');
    expect(((await given.json()) as EchoBody).headers['x-request-id']).toBe('req-12345');
    const made = await getTopics(cookie);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('sessions', () => {
  it('survive a gateway restart because they live in Redis', async () => {
    gateway = await startGateway(gatewayConfig());
    const { cookie, userId } = await signedInUser(gateway.redis);
    expect((await getTopics(cookie)).status).toBe(200);
    await gateway.close();

    gateway = await startGateway(gatewayConfig());
    const response = await getTopics(cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as EchoBody).userId).toBe(userId);
    await gateway.close();
  });

  it('end when sign-in said, like the cookie: requests do not push the expiry back', async () => {
    gateway = await startGateway(gatewayConfig());
    const { cookie, sid } = await signedInUser(gateway.redis);
    await gateway.redis.expire(`sess:${sid}`, 5);
    expect((await getTopics(cookie)).status).toBe(200);
    expect(await gateway.redis.ttl(`sess:${sid}`)).toBeLessThanOrEqual(5);
    await gateway.close();
  });

  it('are gone after logout: the same cookie then gets 401', async () => {
    gateway = await startGateway(gatewayConfig());
    const { cookie } = await signedInUser(gateway.redis);
    expect((await getTopics(cookie)).status).toBe(200);

    const signedOut = await logout(cookie);
    expect(signedOut.status).toBe(204);
    expect(signedOut.headers.getSetCookie().join()).toContain(`${sessionCookieName}=;`);

    const after = await getTopics(cookie);
    expect(after.status).toBe(401);
    await gateway.close();
  });

  it('are gone on every gateway after logout through one of them, though each had it in memory', async () => {
    gateway = await startGateway(gatewayConfig());
    const other = await startGateway(gatewayConfig());
    const { cookie } = await signedInUser(gateway.redis);
    for (let request = 0; request < 2; request += 1) {
      expect((await getTopics(cookie)).status).toBe(200);
      expect((await getTopics(cookie, {}, other)).status).toBe(200);
    }
    expect(other.admission.sessionStats()).toMatchObject({ reads: 1, hits: 1 });
    expect((await logout(cookie)).status).toBe(204);
    expect((await getTopics(cookie, {}, other)).status).toBe(401);
    expect((await getTopics(cookie)).status).toBe(401);
    await Promise.all([gateway.close(), other.close()]);
  });
});
