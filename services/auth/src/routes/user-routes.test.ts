import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../test-support/auth-test-app.js';

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

  it('finds people by a case-insensitive prefix of their email or username, as {id, username, email}', async () => {
    const { token } = await signedUp();
    const byEmail = await signedUp({ email: `${tag}-mail@example.test` });
    const byUsername = await signedUp({ username: `${tag.toUpperCase()}_Name` });
    const reply = await call(app, `/api/users/search?q=${tag.toUpperCase()}`, { token });
    expect(reply.status).toBe(200);
    const ids = reply.body.map((hit: { id: string }) => hit.id);
    expect(ids).toEqual(expect.arrayContaining([byEmail.user.id, byUsername.user.id]));
    expect(reply.body.find((hit: { id: string }) => hit.id === byUsername.user.id)).toEqual({
      id: byUsername.user.id, username: `${tag.toUpperCase()}_Name`, email: byUsername.user.email,
    });
  });

  it('matches only at the start, not inside the email', async () => {
    const { token } = await signedUp();
    await signedUp({ email: `x${tag}inner@example.test` });
    const reply = await call(app, `/api/users/search?q=${tag}inner`, { token });
    expect(reply.body).toEqual([]);
  });

  it('never lists the caller', async () => {
    const me = await signedUp({ email: `${tag}-me@example.test` });
    const reply = await call(app, `/api/users/search?q=${tag}-me`, { token: me.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([]);
  });

  it('returns at most 20 people', async () => {
    const prefix = `many${Date.now().toString(36)}`;
    for (let index = 0; index < 21; index += 1) await app.users.create(seedUser(`${prefix}${index}@example.test`));
    const { token } = await signedUp();
    const reply = await call(app, `/api/users/search?q=${prefix}`, { token });
    expect(reply.body).toHaveLength(20);
  });

  it('treats regular-expression characters as plain text', async () => {
    const { token } = await signedUp();
    await signedUp({ email: uniqueEmail('dotted.name') });
    const wildcard = await call(app, `/api/users/search?q=${encodeURIComponent('.*')}`, { token });
    expect(wildcard.status).toBe(200);
    expect(wildcard.body).toEqual([]);
    const literalDot = await call(app, `/api/users/search?q=${encodeURIComponent('dotted.')}`, { token });
    expect(literalDot.body.length).toBeGreaterThan(0);
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

function seedUser(email: string) {
  const _id = new (app.users.base.Types.ObjectId)();
  const now = new Date();
  return { _id, email, emailLower: email, usernameKey: `#${_id.toHexString()}`, createdAt: now, updatedAt: now };
}
