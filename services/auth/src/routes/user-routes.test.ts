import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, startAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.js';

let app: AuthTestApp;
beforeAll(async () => {
  app = await startAuthTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function signedUp(fields: Record<string, unknown> = {}) {
  const { reply } = await register(app, fields);
  expect(reply.status).toBe(201);
  return { user: reply.body as { id: string; email: string }, token: await app.tokenFor(reply.body.id) };
}

describe('GET /api/auth/user', () => {
  it('returns the signed-in user, never the password hash', async () => {
    const { user, token } = await signedUp({ firstName: 'Grace' });
    const reply = await call(app, '/api/auth/user', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: user.id, email: user.email, firstName: 'Grace' });
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('answers 401 without an internal token, even with a session cookie', async () => {
    const { reply: registered } = await register(app);
    const reply = await call(app, '/api/auth/user', { sid: registered.sessionCookie });
    expect(reply.status).toBe(401);
  });

  it('answers 401 to a forged x-user-id header without a valid token', async () => {
    const { user } = await signedUp();
    for (const headers of [{ 'x-user-id': user.id }, { 'x-user-id': user.id, authorization: 'Bearer forged.token.value' }]) {
      const reply = await call(app, '/api/auth/user', { headers });
      expect(reply.status).toBe(401);
      expect(reply.body).not.toHaveProperty('email');
    }
  });

  it('answers 401 to a token minted for another service', async () => {
    const { user } = await signedUp();
    const reply = await call(app, '/api/auth/user', { token: await app.tokenFor(user.id, 'homework') });
    expect(reply.status).toBe(401);
  });

  it('answers 401 to a valid token for an account that does not exist', async () => {
    const reply = await call(app, '/api/auth/user', { token: await app.tokenFor('65f000000000000000000000') });
    expect(reply.status).toBe(401);
  });
});

describe('GET /api/users/search', () => {
  const tag = `srch${Date.now().toString(36)}`;

  it('finds people by a case-insensitive prefix of their username, with the e-mail masked', async () => {
    const { token } = await signedUp();
    const byUsername = await signedUp({ username: `${tag.toUpperCase()}_Name`, email: `maria-${tag}@example.org` });
    const reply = await call(app, `/api/users/search?q=${tag}_n`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([{ id: byUsername.user.id, username: `${tag.toUpperCase()}_Name`, email: 'm•••@example.org' }]);
  });

  it('finds a person by e-mail only when the whole address is typed, and then shows it', async () => {
    const { token } = await signedUp();
    const email = `${tag}-whole@example.test`;
    const person = await signedUp({ email });
    expect((await call(app, `/api/users/search?q=${tag}-whole`, { token })).body).toEqual([]);
    expect((await call(app, `/api/users/search?q=${tag}-whole@example`, { token })).body).toEqual([]);
    const exact = await call(app, `/api/users/search?q=${encodeURIComponent(email.toUpperCase())}`, { token });
    expect(exact.body).toEqual([{ id: person.user.id, username: null, email }]);
  });

  it('cannot be used to harvest addresses: 36 one-character queries show no e-mail in full', async () => {
    const harvester = await startAuthTestApp({ SEARCH_LIMIT_PER_MINUTE: '100' });
    try {
      const { reply } = await register(harvester);
      const token = await harvester.tokenFor(reply.body.id);
      const others = await Promise.all(
        ['ann', 'bob', 'cy'].map((name) => register(harvester, { username: `${name}${tag}`, email: `${name}.${tag}@example.test` })),
      );
      const shown = new Set<string>();
      for (const letter of 'abcdefghijklmnopqrstuvwxyz0123456789') {
        const hits = (await call(harvester, `/api/users/search?q=${letter}`, { token })).body as { email: string }[];
        hits.forEach((hit) => shown.add(hit.email));
      }
      for (const other of others) expect(shown).not.toContain(other.email);
      expect([...shown].every((email) => email.includes('•••'))).toBe(true);
    } finally {
      await harvester.close();
    }
  });

  it('is rate limited per student', async () => {
    const limited = await startAuthTestApp({ SEARCH_LIMIT_PER_MINUTE: '3' });
    try {
      const { reply } = await register(limited);
      const token = await limited.tokenFor(reply.body.id);
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await call(limited, '/api/users/search?q=a', { token })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('never lists the caller', async () => {
    const me = await signedUp({ username: `${tag}me` });
    expect((await call(app, `/api/users/search?q=${tag}me`, { token: me.token })).body).toEqual([]);
    expect((await call(app, `/api/users/search?q=${encodeURIComponent(me.user.email)}`, { token: me.token })).body).toEqual([]);
  });

  it('returns at most 20 people', async () => {
    const prefix = `many${Date.now().toString(36)}`;
    for (let index = 0; index < 21; index += 1) await signedUp({ username: `${prefix}${index}` });
    const { token } = await signedUp();
    expect((await call(app, `/api/users/search?q=${prefix}`, { token })).body).toHaveLength(20);
  });

  it('treats every character as plain text, and any input gets a 200 or a 400, never a 500', async () => {
    const { token } = await signedUp();
    await signedUp({ username: `dot.${tag}` });
    expect((await call(app, `/api/users/search?q=${encodeURIComponent('.*')}`, { token })).body).toEqual([]);
    expect((await call(app, `/api/users/search?q=${encodeURIComponent(`dot.${tag}`)}`, { token })).body).toHaveLength(1);
    for (const input of ['%00', '%00%40x', encodeURIComponent('[a'), encodeURIComponent('(a'), '%FF', encodeURIComponent('\\'), 'a'.repeat(300)]) {
      expect([200, 400]).toContain((await call(app, `/api/users/search?q=${input}`, { token })).status);
    }
    expect((await call(app, '/api/users/search?q=%00', { token })).body).toMatchObject({ message: 'q: must not contain control characters' });
  });

  it('returns nothing for an empty query', async () => {
    const { token } = await signedUp();
    expect((await call(app, '/api/users/search?q=', { token })).body).toEqual([]);
  });

  it('answers 401 without an internal token, whatever x-user-id header is sent', async () => {
    const { user } = await signedUp();
    expect((await call(app, '/api/users/search?q=a')).status).toBe(401);
    expect((await call(app, '/api/users/search?q=a', { headers: { 'x-user-id': user.id } })).status).toBe(401);
  });
});
