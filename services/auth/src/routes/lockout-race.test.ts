// The sign-in lockout under a burst: many wrong guesses for one account arriving at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
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
