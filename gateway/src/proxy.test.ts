import { Readable } from 'node:stream';
import { internalTokenKey, requireInternalToken } from '@studyhall/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, listen, serviceApp, signedInUser, startGateway, testConfig, testSecret, type Running, type TestGateway } from './testing/harness.js';

const bigText = 'x'.repeat(200 * 1024);
let upstream: Running;
let gateway: TestGateway;

beforeAll(async () => {
  const app = serviceApp();
  app.use(requireInternalToken(internalTokenKey(testSecret), 'homework'));
  app.use(async (ctx) => {
    ctx.set('x-homework-version', '7');
    if (ctx.path === '/api/homework/echo') {
      ctx.body = { idempotencyKey: ctx.get('idempotency-key'), userId: ctx.get('x-user-id') };
    } else if (ctx.path === '/api/homework/gone') {
      ctx.status = 204;
    } else if (ctx.path === '/api/homework') {
      ctx.status = 201;
      ctx.type = 'text/plain';
      ctx.body = bigText;
    } else {
      ctx.type = 'audio/mpeg';
      ctx.body = Readable.from(['chunk-1 ', 'chunk-2 ', 'chunk-3']);
    }
  });
  upstream = await listen(app);
  gateway = await startGateway(testConfig({ homework: upstream.url }));
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe('relaying answers', () => {
  it('passes status, headers and a large body through unchanged', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const response = await fetch(`${gateway.url}/api/homework`, { headers: { cookie, 'x-forwarded-for': freshIp() } });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-homework-version')).toBe('7');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(bigText);
  });

  it('passes the Idempotency-Key on to the service, and not a header claiming an identity', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const response = await fetch(`${gateway.url}/api/homework/echo`, {
      method: 'DELETE',
      headers: { cookie, 'x-forwarded-for': freshIp(), 'idempotency-key': 's1:3', 'x-user-id': 'someone-else' },
    });
    expect(await response.json()).toEqual({ idempotencyKey: 's1:3', userId: '' });
  });

  it('streams a body of unknown length through', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const response = await fetch(`${gateway.url}/api/homework/42`, {
      method: 'DELETE',
      headers: { cookie, 'x-forwarded-for': freshIp() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(await response.text()).toBe('chunk-1 chunk-2 chunk-3');
  });

  it('answers 204 without a body and keeps the connection usable', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const headers = { cookie, 'x-forwarded-for': freshIp() };
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${gateway.url}/api/homework/gone`, { method: 'DELETE', headers });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    }
  });
});
