// The gateway in front of the real auth service: sign-up through the gateway, the session outlives
// a gateway restart, and sign-out ends it for every later request.
import { randomUUID } from 'node:crypto';
import { startAuthTestApp, type AuthTestApp } from '@studyhall/auth/test-support/auth-test-app';
import { testTokenSecret } from '@studyhall/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startGateway, testConfig, type TestGateway } from './testing/harness.js';

let auth: AuthTestApp;
const ip = freshIp();

beforeAll(async () => {
  auth = await startAuthTestApp();
});

afterAll(async () => {
  await auth.close();
});

function gatewayInFrontOfAuth(): Promise<TestGateway> {
  return startGateway(testConfig({ auth: auth.url }, { INTERNAL_TOKEN_SECRET: testTokenSecret }));
}

function call(gateway: TestGateway, path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body) headers['content-type'] = 'application/json';
  const body = init.body ? JSON.stringify(init.body) : undefined;
  return fetch(gateway.url + path, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
}

describe('gateway with the real auth service', () => {
  it('keeps a signed-up user signed in across a gateway restart, until sign-out', async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.com`;
    let gateway = await gatewayInFrontOfAuth();
    const signUp = await call(gateway, '/api/auth/register', {
      method: 'POST',
      body: { email, password: 'correct horse battery', firstName: 'Ada' },
    });
    expect(signUp.status).toBe(201);
    const sid = /studyhall\.sid=([^;]+)/.exec(signUp.headers.getSetCookie().join('\n'))?.[1];
    expect(sid).toBeTruthy();
    const cookie = `studyhall.sid=${sid}`;
    await gateway.close();

    gateway = await gatewayInFrontOfAuth();
    const me = await call(gateway, '/api/auth/user', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, firstName: 'Ada' });

    expect((await call(gateway, '/api/logout', { method: 'POST', cookie })).status).toBe(204);
    const afterSignOut = await call(gateway, '/api/auth/user', { cookie });
    expect(afterSignOut.status).toBe(401);
    await gateway.close();
  });
});
