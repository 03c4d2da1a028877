// Attacks on the account routes: a burst of guesses, requests that skip the gateway, weak passwords.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { weakPasswordMessage } from '../domain/password-policy.js';
import { call, register, startAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.js';

let app: AuthTestApp;
let passwordChecks = 0;

beforeAll(async () => {
  app = await startAuthTestApp();
  const checker = app.deps.passwords;
  const matches = checker.matches.bind(checker);
  checker.matches = (password, hash) => {
    passwordChecks += 1;
    return matches(password, hash);
  };
});

afterAll(async () => {
  await app?.close();
});

it('checks at most 5 passwords when 22 wrong guesses for one account arrive at once; the rest get 429', async () => {
  const { email } = await register(app);
  passwordChecks = 0;
  const guesses = Array.from({ length: 22 }, (_, i) => call(app, '/api/auth/login', { body: { email, password: `wrong guess ${i}` } }));
  const statuses = (await Promise.all(guesses)).map((reply) => reply.status);
  expect(passwordChecks).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 401)).toHaveLength(passwordChecks);
  expect(statuses.filter((status) => status === 429)).toHaveLength(22 - passwordChecks);
});

it('refuses sign-in and sign-up that did not come through the gateway (no gateway token)', async () => {
  const { email, password } = await register(app);
  const direct = { token: '', headers: { 'x-forwarded-for': '198.51.100.77' } };
  expect((await call(app, '/api/auth/login', { ...direct, body: { email, password } })).status).toBe(401);
  expect((await call(app, '/api/auth/register', { ...direct, body: { email: `x${email}`, password } })).status).toBe(401);
});

it('counts the lockout by the address the gateway vouched for, whatever X-Forwarded-For says', async () => {
  const { email, password } = await register(app);
  const clientIp = '198.51.100.20';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const spoofed = { 'x-forwarded-for': `10.0.0.${attempt}` };
    expect((await call(app, '/api/auth/login', { clientIp, headers: spoofed, body: { email, password: 'wrong password' } })).status).toBe(401);
  }
  const rotated = await call(app, '/api/auth/login', { clientIp, headers: { 'x-forwarded-for': '10.9.9.9' }, body: { email, password } });
  expect(rotated.status).toBe(429);
  // Another address (as the gateway saw it) is not locked out.
  expect((await call(app, '/api/auth/login', { clientIp: '198.51.100.21', body: { email, password } })).status).toBe(200);
});

it('refuses sign-up with a common password, says why under the password field, and creates nothing', async () => {
  for (const password of ['password', '12345678']) {
    const { reply, email } = await register(app, { password });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: weakPasswordMessage, field: 'password' });
    expect(await app.users.countDocuments({ email })).toBe(0);
  }
});
