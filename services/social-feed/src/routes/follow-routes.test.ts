import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSocialTestApp, type SocialTestApp } from '../test-support/social-test-app.js';

vi.setConfig({ testTimeout: 90_000 });

let app: SocialTestApp;
beforeAll(async () => {
  app = await startSocialTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function requested() {
  const [ada, bob] = await Promise.all([app.newUser({ username: 'ada' }), app.newUser()]);
  const reply = await app.call('/api/follow/request', { userId: ada.id, body: { followingId: bob.id } });
  expect(reply.status).toBe(201);
  return { ada, bob, requestId: reply.body.id as string };
}

describe('POST /api/follow/request', () => {
  it('creates a pending request with the followee nested', async () => {
    const { ada, bob, requestId } = await requested();
    const pending = await app.call('/api/follow/requests/pending', { userId: bob.id });
    expect(pending.body).toEqual([
      expect.objectContaining({ id: requestId, followerId: ada.id, followingId: bob.id, status: 'pending', user: { id: ada.id, username: 'ada', email: ada.email } }),
    ]);
    expect((await app.call('/api/follow/requests/pending', { userId: ada.id })).body).toEqual([]);
  });

  it('refuses a repeated request with 409 and the reason', async () => {
    const { ada, bob, requestId } = await requested();
    const again = await app.call('/api/follow/request', { userId: ada.id, body: { followingId: bob.id } });
    expect(again).toEqual({ status: 409, body: { message: 'Follow request already sent' } });
    await app.call(`/api/follow/accept/${requestId}`, { userId: bob.id, method: 'POST' });
    const following = await app.call('/api/follow/request', { userId: ada.id, body: { followingId: bob.id } });
    expect(following).toEqual({ status: 409, body: { message: 'Already following' } });
  });

  it('refuses following yourself (400), an unknown user (404) and a missing id (400)', async () => {
    const ada = await app.newUser();
    expect(await app.call('/api/follow/request', { userId: ada.id, body: { followingId: ada.id } })).toEqual({
      status: 400, body: { message: 'You cannot follow yourself', field: 'followingId' },
    });
    expect((await app.call('/api/follow/request', { userId: ada.id, body: { followingId: '65f000000000000000000000' } })).status).toBe(404);
    const missing = await app.call('/api/follow/request', { userId: ada.id, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^followingId: /);
  });

  it('follows a student who registered a moment ago, before auth\'s event has arrived', async () => {
    const ada = await app.newUser();
    const newcomer = app.userKnownOnlyToAuth({ username: 'newcomer' });
    const reply = await app.call('/api/follow/request', { userId: ada.id, body: { followingId: newcomer.id } });
    expect(reply).toMatchObject({ status: 201, body: { followingId: newcomer.id, status: 'pending', user: { id: newcomer.id, username: 'newcomer', email: newcomer.email } } });
    // Kept in the projection: the newcomer's pending requests name them, no second question to auth.
    expect((await app.call('/api/follow/request', { userId: (await app.newUser()).id, body: { followingId: newcomer.id } })).status).toBe(201);
    expect(app.auth.lookups.filter((id) => id === newcomer.id)).toHaveLength(1);
    expect((await app.call('/api/follow/requests/pending', { userId: newcomer.id })).body).toHaveLength(2);
  });

  it('answers 502 with a clear message when neither the projection nor auth can say who it is', async () => {
    const ada = await app.newUser();
    app.auth.failing = true;
    try {
      const reply = await app.call('/api/follow/request', { userId: ada.id, body: { followingId: app.userKnownOnlyToAuth().id } });
      expect(reply).toEqual({ status: 502, body: { message: 'Could not check this student right now. Please try again.' } });
    } finally {
      app.auth.failing = false;
    }
  });

  it('lets a rejected student ask again', async () => {
    const { ada, bob, requestId } = await requested();
    expect((await app.call(`/api/follow/reject/${requestId}`, { userId: bob.id, method: 'POST' })).status).toBe(200);
    expect((await app.call('/api/follow/requests/pending', { userId: bob.id })).body).toEqual([]);
    const again = await app.call('/api/follow/request', { userId: ada.id, body: { followingId: bob.id } });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: requestId, status: 'pending' });
  });

  it('answers 401 without an internal token', async () => {
    expect((await app.call('/api/follow/request', { body: { followingId: 'x' } })).status).toBe(401);
    expect((await app.call('/api/followers')).status).toBe(401);
  });
});

describe('accept and reject', () => {
  it('only the recipient accepts; then both lists show the other party', async () => {
    const { ada, bob, requestId } = await requested();
    const stranger = await app.newUser();
    for (const userId of [ada.id, stranger.id]) {
      expect(await app.call(`/api/follow/accept/${requestId}`, { userId, method: 'POST' })).toEqual({ status: 404, body: { message: 'Follow request not found' } });
      expect((await app.call(`/api/follow/reject/${requestId}`, { userId, method: 'POST' })).status).toBe(404);
    }
    const accepted = await app.call(`/api/follow/accept/${requestId}`, { userId: bob.id, method: 'POST' });
    expect(accepted.body).toMatchObject({ status: 'accepted', user: { id: ada.id } });
    const followers = await app.call('/api/followers', { userId: bob.id });
    expect(followers.body).toEqual([expect.objectContaining({ id: requestId, status: 'accepted', user: { id: ada.id, username: 'ada', email: ada.email } })]);
    const following = await app.call('/api/following', { userId: ada.id });
    expect(following.body).toEqual([expect.objectContaining({ followingId: bob.id, user: { id: bob.id, username: null, email: bob.email } })]);
    expect((await app.call(`/api/follow/accept/${requestId}`, { userId: bob.id, method: 'POST' })).status).toBe(404);
  });

  it('answers 404 to an unknown request id', async () => {
    const ada = await app.newUser();
    expect((await app.call('/api/follow/accept/nope:nope', { userId: ada.id, method: 'POST' })).status).toBe(404);
  });
});

describe('DELETE /api/follow/:followingId', () => {
  it('stops following; a second time is 404', async () => {
    const { ada, bob, requestId } = await requested();
    await app.call(`/api/follow/accept/${requestId}`, { userId: bob.id, method: 'POST' });
    expect((await app.call(`/api/follow/${bob.id}`, { userId: ada.id, method: 'DELETE' })).status).toBe(204);
    expect((await app.call('/api/following', { userId: ada.id })).body).toEqual([]);
    expect((await app.call('/api/followers', { userId: bob.id })).body).toEqual([]);
    expect((await app.call(`/api/follow/${bob.id}`, { userId: ada.id, method: 'DELETE' })).status).toBe(404);
  });

  it('cannot remove someone else\'s follow', async () => {
    const { ada, bob, requestId } = await requested();
    await app.call(`/api/follow/accept/${requestId}`, { userId: bob.id, method: 'POST' });
    expect((await app.call(`/api/follow/${ada.id}`, { userId: bob.id, method: 'DELETE' })).status).toBe(404);
    expect((await app.call('/api/following', { userId: ada.id })).body).toHaveLength(1);
  });
});
