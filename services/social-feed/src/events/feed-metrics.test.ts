// What an SRE reads in social-feed's GET /metrics after a share: the fan-out's time and reach, the
// consumer's lag back at 0, and the follow outbox with nothing left to publish.
import { metricValue } from '@studyhall/platform/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lessonVisibilityChanged } from '../test-support/feed-events.js';
import { startSocialTestApp, type SocialTestApp } from '../test-support/social-test-app.js';

vi.setConfig({ testTimeout: 120_000 });

let app: SocialTestApp;
beforeAll(async () => {
  app = await startSocialTestApp();
});
afterAll(async () => {
  await app?.close();
});

const scrape = async () => (await fetch(`${app.url}/metrics`)).text();
const titlesOf = async (userId: string) => ((await app.call('/api/feed', { userId })).body.items as { title: string }[]).map((item) => item.title);

describe('GET /metrics of social-feed', () => {
  it('times the fan-out of a shared lesson and shows the consumer and the outbox caught up', async () => {
    const [author, fan, otherFan] = await Promise.all([app.newUser(), app.newUser(), app.newUser()]);
    for (const follower of [fan, otherFan]) {
      const reply = await app.call('/api/follow/request', { userId: follower.id, body: { followingId: author.id } });
      await app.call(`/api/follow/accept/${reply.body.id}`, { userId: author.id, method: 'POST' });
      expect(await titlesOf(follower.id)).toEqual([]); // builds the timeline the fan-out writes to
    }
    const before = await scrape();
    const added = (text: string, name: string) => (metricValue(text, name, { operation: 'add' }) ?? 0) - (metricValue(before, name, { operation: 'add' }) ?? 0);

    await app.publish(lessonVisibilityChanged(author.id, { title: 'Measured fractions' }));
    await app.waitFor(async () => (await titlesOf(otherFan.id)).includes('Measured fractions'), 'the lesson in the feed');

    const after = await scrape();
    expect(added(after, 'feed_fanout_duration_seconds_count')).toBe(1);
    expect(added(after, 'feed_fanout_duration_seconds_sum')).toBeGreaterThan(0);
    expect(added(after, 'feed_fanout_timelines_sum')).toBe(2);
    const lessonLag = after.split('\n').filter((line) => line.startsWith('kafka_consumer_lag_messages{') && line.includes('studyhall.lessons.v1"'));
    expect(lessonLag.length).toBeGreaterThan(0);
    expect(lessonLag.map((line) => Number(line.split(' ').at(-1)))).toEqual(lessonLag.map(() => 0));
    expect(metricValue(after, 'outbox_backlog_documents', { collection: 'followers' })).toBe(0);
  });
});
