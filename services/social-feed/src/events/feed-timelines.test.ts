// Event-driven: events through real Kafka into the consumer, timelines in real Redis, read over HTTP.
import { createEvent, createEventPublisher } from '@studyhall/platform/events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { homeworkShared, lessonDeleted, lessonVisibilityChanged } from '../test-support/feed-events.js';
import { startSocialTestApp, type SocialTestApp } from '../test-support/social-test-app.js';

// Kafka round trips on a shared 2-core machine: generous limits, the waits end as soon as it shows.
vi.setConfig({ testTimeout: 120_000 });

let app: SocialTestApp;
beforeAll(async () => {
  app = await startSocialTestApp();
});
afterAll(async () => {
  await app?.close();
});

const feedOf = async (userId: string, query = '') => (await app.call(`/api/feed${query}`, { userId })).body;
const titlesOf = async (userId: string) => ((await feedOf(userId)).items as { title: string }[]).map((item) => item.title);

// Each answer checked: a follow that silently failed would show up only as a wait that never ends.
async function follow(followerId: string, followingId: string, answer: 'accept' | 'reject' | 'none' = 'accept') {
  const reply = await app.call('/api/follow/request', { userId: followerId, body: { followingId } });
  expect(reply.status).toBe(201);
  if (answer !== 'none') expect((await app.call(`/api/follow/${answer}/${reply.body.id}`, { userId: followingId, method: 'POST' })).status).toBe(200);
}

/** An author with an accepted follower, a pending one, a rejected one and a stranger; all have read their feeds once. */
async function audience() {
  const author = await app.newUser({ username: `author${Date.now()}` });
  const [fan, pending, rejected, stranger] = await Promise.all([app.newUser(), app.newUser(), app.newUser(), app.newUser()]);
  await follow(fan.id, author.id);
  await follow(pending.id, author.id, 'none');
  await follow(rejected.id, author.id, 'reject');
  for (const user of [fan, pending, rejected, stranger]) expect((await feedOf(user.id)).items).toEqual([]);
  return { author, fan, pending, rejected, stranger };
}

describe('sharing', () => {
  it('a public lesson reaches accepted followers only, with the spec\'s fields', async () => {
    const { author, fan, pending, rejected, stranger } = await audience();
    const uploadedAt = new Date('2025-01-05T10:00:00Z');
    const event = lessonVisibilityChanged(author.id, { title: 'Fractions', uploadedAt });
    await app.publish(event);
    await app.waitFor(async () => (await titlesOf(fan.id)).includes('Fractions'), 'the lesson in the follower\'s feed');
    expect((await feedOf(fan.id)).items).toEqual([{
      id: event.lesson!.lessonId, type: 'lesson', title: 'Fractions', content: 'Fractions are parts of a whole.',
      createdAt: uploadedAt.toISOString(), user: { username: author.username, email: `s•••@example.test` },
      wordProblemTheme: 'X-Games', sourceFileName: 'fractions.pdf',
    }]);
    for (const other of [pending, rejected, stranger, author]) expect(await titlesOf(other.id)).toEqual([]);
  });

  it('homework shows its grade level, and the e-mail of an author without a username', async () => {
    const author = await app.newUser();
    const fan = await app.newUser();
    await follow(fan.id, author.id);
    await app.publish(homeworkShared(author.id, { title: 'Long division' }));
    await app.waitFor(async () => (await titlesOf(fan.id)).length === 1, 'the homework in the feed');
    expect((await feedOf(fan.id)).items[0]).toMatchObject({ type: 'homework', gradeLevel: '7th', user: { username: null, email: author.email } });
  });

  it('made private or deleted, an item disappears from every feed', async () => {
    const { author, fan } = await audience();
    const first = lessonVisibilityChanged(author.id, { title: 'Goes private' });
    const second = lessonVisibilityChanged(author.id, { title: 'Gets deleted' });
    await app.publish(first, second);
    await app.waitFor(async () => (await titlesOf(fan.id)).length === 2, 'both lessons');
    await app.publish(lessonVisibilityChanged(author.id, { lessonId: first.lesson!.lessonId, isPublic: false }), lessonDeleted(author.id, second.lesson!.lessonId));
    await app.waitFor(async () => (await titlesOf(fan.id)).length === 0, 'both lessons gone');
    // The projection hides them first; the timeline itself is emptied right after (the marker stays).
    await app.waitFor(async () => (await app.redis.zcard(`${app.keyPrefix}timeline:${fan.id}`)) === 1, 'the timeline emptied');
  });

  it('the same event delivered twice makes one item', async () => {
    const { author, fan } = await audience();
    const envelope = createEvent(lessonVisibilityChanged(author.id, { title: 'Once' }), { source: '/tests', subject: 'once' });
    // 'After' goes on the same key (so the same partition) behind both copies: once it shows, both were handled.
    const after = createEvent(lessonVisibilityChanged(author.id, { title: 'After' }), { source: '/tests', subject: 'once' });
    await createEventPublisher({ bus: app.bus }).publish([envelope, envelope, after]);
    await app.waitFor(async () => (await titlesOf(fan.id)).includes('After'), 'a later event');
    expect((await titlesOf(fan.id)).filter((title) => title === 'Once')).toHaveLength(1);
  });
});

describe('following', () => {
  it('an accepted follow backfills the followee\'s public items; unfollowing removes them', async () => {
    const author = await app.newUser();
    const reader = await app.newUser();
    await app.publish(lessonVisibilityChanged(author.id, { title: 'Earlier' }), lessonVisibilityChanged(author.id, { title: 'Private', isPublic: false }));
    await app.waitFor(async () => (await app.deps.authors.latest(author.id, 10)).length === 1, 'the projection');
    expect(await titlesOf(reader.id)).toEqual([]);
    await follow(reader.id, author.id);
    await app.waitFor(async () => (await titlesOf(reader.id)).length === 1, 'the backfill');
    expect(await titlesOf(reader.id)).toEqual(['Earlier']);
    await app.call(`/api/follow/${author.id}`, { userId: reader.id, method: 'DELETE' });
    await app.waitFor(async () => (await titlesOf(reader.id)).length === 0, 'the items removed');
  });

  it('a timeline lost from Redis is rebuilt with the same items', async () => {
    const { author, fan } = await audience();
    const other = await app.newUser();
    await follow(fan.id, other.id);
    const base = Date.now() - 60_000;
    await app.publish(
      lessonVisibilityChanged(author.id, { title: 'A', uploadedAt: new Date(base) }),
      homeworkShared(other.id, { title: 'B', uploadedAt: new Date(base + 1000) }),
      lessonVisibilityChanged(author.id, { title: 'C', uploadedAt: new Date(base + 2000) }),
    );
    await app.waitFor(async () => (await titlesOf(fan.id)).length === 3, 'three items');
    const before = await feedOf(fan.id);
    expect(before.items.map((item: { title: string }) => item.title)).toEqual(['C', 'B', 'A']);
    const keys = await app.redis.keys(`${app.keyPrefix}*`);
    await app.redis.del(...keys);
    expect(await feedOf(fan.id)).toEqual(before);
  });

  it('an author above FEED_FANOUT_MAX is merged at read time', async () => {
    const { author, fan } = await audience();
    const second = await app.newUser();
    await follow(second.id, author.id);
    app.deps.fanoutMax = 1;
    try {
      await app.publish(lessonVisibilityChanged(author.id, { title: 'Popular' }));
      await app.waitFor(async () => (await app.deps.authors.bigAuthors()).has(author.id), 'the author marked big');
      expect(await app.redis.zcard(`${app.keyPrefix}timeline:${fan.id}`)).toBe(1);
      expect(await titlesOf(fan.id)).toEqual(['Popular']);
      expect(await titlesOf(second.id)).toEqual(['Popular']);
    } finally {
      app.deps.fanoutMax = 10_000;
    }
  });
});

describe('GET /api/feed pages', () => {
  it('50 items per page, newest first, then an opaque cursor for the rest', async () => {
    const { author, fan } = await audience();
    const base = Date.now() - 3_600_000;
    const events = Array.from({ length: 60 }, (_, i) => lessonVisibilityChanged(author.id, { title: `L${i}`, uploadedAt: new Date(base + i * 1000) }));
    await app.publish(...events);
    let members = 0;
    await app.waitFor(async () => (members = await app.redis.zcard(`${app.keyPrefix}timeline:${fan.id}`)) === 61, () => `sixty items (the timeline holds ${members} members)`);
    const first = await feedOf(fan.id);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].title).toBe('L59');
    const second = await feedOf(fan.id, `?cursor=${first.nextCursor}`);
    expect(second.items.map((item: { title: string }) => item.title)).toEqual(Array.from({ length: 10 }, (_, i) => `L${9 - i}`));
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 to a cursor it did not make, 401 without a token', async () => {
    const reader = await app.newUser();
    expect(await app.call('/api/feed?cursor=not-a-cursor', { userId: reader.id })).toEqual({ status: 400, body: { message: 'cursor: Invalid cursor', field: 'cursor' } });
    expect((await app.call('/api/feed')).status).toBe(401);
  });
});
