import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../test-support/auth-test-app.js';

let app: AuthTestApp;
beforeAll(async () => {
  app = await startAuthTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sessionOf = (sid: string | undefined) => app.deps.sessions.get(sid ?? '');

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in with a session cookie and returns the user without the hash', async () => {
    const { reply, email } = await register(app, { firstName: 'Ada', lastName: 'Lovelace', username: 'ada_l' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', username: 'ada_l', totalScore: 0, streak: 0, globalRank: 0 });
    expect(reply.body).not.toHaveProperty('passwordHash');
    expect(reply.setCookie).toMatch(/HttpOnly/i);
    expect(reply.setCookie).toMatch(/SameSite=Lax/i);
    expect(reply.setCookie).toMatch(/Path=\//);
    expect(reply.setCookie).toMatch(/Max-Age=604800/);
    expect(reply.setCookie).not.toMatch(/Secure/);
    expect((await sessionOf(reply.sessionCookie))?.sess.userId).toBe(reply.body.id);
  });

  it('marks the cookie Secure when the gateway reports HTTPS', async () => {
    const reply = await call(app, '/api/auth/register', {
      body: { email: uniqueEmail(), password: 'long enough pw' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(reply.status).toBe(201);
    expect(reply.setCookie).toMatch(/; Secure/);
  });

  it('stores the password as an argon2id hash', async () => {
    const { reply } = await register(app);
    const stored = await app.users.findById(reply.body.id).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account for the same email in any letter case, and writes nothing', async () => {
    const { email } = await register(app);
    const before = await app.users.countDocuments();
    const reply = await call(app, '/api/auth/register', { body: { email: email.toUpperCase(), password: 'another password' } });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('An account with this email already exists');
    expect(reply.setCookie).toBeUndefined();
    expect(await app.users.countDocuments()).toBe(before);
  });

  it('refuses a username that is taken in any letter case', async () => {
    await register(app, { username: 'QuizMaster' });
    const before = await app.users.countDocuments();
    const { reply } = await register(app, { username: 'quizmaster' });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ message: 'This username is already taken', field: 'username' });
    expect(await app.users.countDocuments()).toBe(before);
  });

  it('lets any number of accounts have no username', async () => {
    const first = await register(app);
    const second = await register(app, { username: '' });
    expect([first.reply.status, second.reply.status]).toEqual([201, 201]);
    expect(second.reply.body.username).toBeNull();
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', password: 'long enough pw' }, 'email'],
    ['a missing email', { password: 'long enough pw' }, 'email'],
    ['a password under 8 characters', { email: 'short@example.test', password: 'short7!' }, 'password'],
    ['a malformed username', { email: 'user@example.test', password: 'long enough pw', username: 'no spaces allowed' }, 'username'],
  ])('answers %s with 400 naming the field and writes nothing', async (_case, body, field) => {
    const before = await app.users.countDocuments();
    const reply = await call(app, '/api/auth/register', { body });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(reply.body.message).toContain(field);
    expect(await app.users.countDocuments()).toBe(before);
  });

  it('loses with 409 when two registrations of one email race, and only one account exists', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all([register(app, { email }), register(app, { email })]);
    expect(replies.map(({ reply }) => reply.status).sort()).toEqual([201, 409]);
    expect(await app.users.countDocuments({ emailLower: email })).toBe(1);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any letter case of the email', async () => {
    const { email, password, reply: registered } = await register(app);
    const reply = await call(app, '/api/auth/login', { body: { email: email.toUpperCase(), password } });
    expect(reply.status).toBe(200);
    expect(reply.body.id).toBe(registered.body.id);
    expect((await sessionOf(reply.sessionCookie))?.sess.userId).toBe(registered.body.id);
  });

  it('rotates the session id: the session sent along is destroyed and a new one issued', async () => {
    const { email, password, reply: registered } = await register(app);
    const oldSid = registered.sessionCookie;
    const reply = await call(app, '/api/auth/login', { body: { email, password }, sid: oldSid });
    expect(reply.sessionCookie).toBeDefined();
    expect(reply.sessionCookie).not.toBe(oldSid);
    expect(await sessionOf(oldSid)).toBeUndefined();
    expect(await sessionOf(reply.sessionCookie)).toBeDefined();
  });

  it('gives a wrong password and an unknown email the same 401, and starts no session', async () => {
    const { email } = await register(app);
    const wrongPassword = await call(app, '/api/auth/login', { body: { email, password: 'not the password' } });
    const unknownEmail = await call(app, '/api/auth/login', { body: { email: uniqueEmail('nobody'), password: 'whatever123' } });
    for (const reply of [wrongPassword, unknownEmail]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Incorrect email or password' });
      expect(reply.setCookie).toBeUndefined();
    }
  });

  it('locks the email for this address after 5 failures with 429 and retryAfterSeconds, even for the right password', async () => {
    const { email, password } = await register(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(app, '/api/auth/login', { body: { email, password: 'wrong password' } })).status).toBe(401);
    }
    const locked = await call(app, '/api/auth/login', { body: { email, password } });
    expect(locked.status).toBe(429);
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(locked.body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers.get('retry-after')).toBe(String(locked.body.retryAfterSeconds));
    expect(locked.setCookie).toBeUndefined();
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const { email, password } = await register(app);
    for (let attempt = 0; attempt < 4; attempt += 1) await call(app, '/api/auth/login', { body: { email, password: 'wrong password' } });
    expect((await call(app, '/api/auth/login', { body: { email, password } })).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await call(app, '/api/auth/login', { body: { email, password: 'wrong password' } });
    expect((await call(app, '/api/auth/login', { body: { email, password } })).status).toBe(200);
  });

  it('answers a missing password with 400 naming the field', async () => {
    const reply = await call(app, '/api/auth/login', { body: { email: uniqueEmail() } });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('password');
  });
});

describe('sign-out', () => {
  it('POST /api/logout destroys the session server-side, clears the cookie and answers 204', async () => {
    const { reply: registered } = await register(app);
    const reply = await call(app, '/api/logout', { method: 'POST', sid: registered.sessionCookie });
    expect(reply.status).toBe(204);
    expect(reply.sessionCookie).toBe('');
    expect(reply.setCookie).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect(await sessionOf(registered.sessionCookie)).toBeUndefined();
  });

  it('GET /api/logout destroys the session and redirects to /', async () => {
    const { reply: registered } = await register(app);
    const reply = await call(app, '/api/logout', { sid: registered.sessionCookie });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/');
    expect(await sessionOf(registered.sessionCookie)).toBeUndefined();
  });

  it('signing out one browser leaves the same user signed in elsewhere', async () => {
    const { email, password, reply: registered } = await register(app);
    const elsewhere = await call(app, '/api/auth/login', { body: { email, password } });
    await call(app, '/api/logout', { method: 'POST', sid: registered.sessionCookie });
    expect(await sessionOf(elsewhere.sessionCookie)).toBeDefined();
  });

  it('answers 204 without a session too', async () => {
    expect((await call(app, '/api/logout', { method: 'POST' })).status).toBe(204);
  });
});
