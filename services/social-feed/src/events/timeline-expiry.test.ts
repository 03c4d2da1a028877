// Idle timelines leave Redis (TIMELINE_IDLE_SECONDS, here 2 s) and come back whole on the next read,
// rebuilt from the projections; a student who keeps reading keeps their timeline.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { homeworkShared, lessonVisibilityChanged } from '../test-support/feed-events.js';
import { startSocialTestApp, type SocialTestApp } from '../test-support/social-test-app.js';

vi.setConfig({ testTimeout: 120_000 });

let app: SocialTestApp;
beforeAll(async () => {
  app = await startSocialTestApp({ TIMELINE_IDLE_SECONDS: '2' });
});
afterAll(async () => {
  await app?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const feedOf = async (userId: string) => (await app.call('/api/feed', { userId })).body;
const timelineKey = (userId: string) => `${app.keyPrefix}timeline:${userId}`;

async function readerOfTwoAuthors() {
  const [reader, first, second] = await Promise.all([app.newUser(), app.newUser({ username: `first${Date.now()}` }), app.newUser()]);
  for (const author of [first, second]) {
    const request = await app.call('/api/follow/request', { userId: reader.id, body: { followingId: author.id } });
    await app.call(`/api/follow/accept/${request.body.id}`, { userId: author.id, method: 'POST' });
  }
  expect((await feedOf(reader.id)).items).toEqual([]);
  const base = Date.now() - 60_000;
  await app.publish(
    lessonVisibilityChanged(first.id, { title: 'Fractions', uploadedAt: new Date(base) }),
    homeworkShared(second.id, { title: 'Long division', uploadedAt: new Date(base + 1000) }),
  );
  await app.waitFor(async () => (await feedOf(reader.id)).items.length === 2, 'both items in the feed');
  return reader;
}

describe('idle timelines', () => {
  it('expire when nobody reads them, and the next read shows the same feed', async () => {
    const reader = await readerOfTwoAuthors();
    const before = await feedOf(reader.id);
    expect(before.items.map((item: { title: string }) => item.title)).toEqual(['Long division', 'Fractions']);
    await app.waitFor(async () => (await app.redis.exists(timelineKey(reader.id))) === 0, 'the idle timeline gone from Redis', 10_000);
    expect(await feedOf(reader.id)).toEqual(before);
    // Rebuilt with an expiry of its own again.
    expect(await app.redis.ttl(timelineKey(reader.id))).toBeGreaterThan(0);
  });

  it('stay while their student keeps reading', async () => {
    const reader = await readerOfTwoAuthors();
    // A member only this timeline has: a rebuild from the projections would drop it.
    await app.redis.zadd(timelineKey(reader.id), 1, 'lesson:kept-in-redis');
    for (let i = 0; i < 6; i++) {
      await sleep(700);
      expect((await feedOf(reader.id)).items).toHaveLength(2);
    }
    // 4 s of reads every 0.7 s: never idle for the 2 s a timeline may sit unread, never rebuilt.
    expect(await app.redis.zscore(timelineKey(reader.id), 'lesson:kept-in-redis')).toBe('1');
  });
});
