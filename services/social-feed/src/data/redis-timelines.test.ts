// A timeline rebuild reads the projections, then writes Redis. Shares and withdrawals handled in
// between (by this or any other replica) must survive it: each test holds the rebuild right after
// its snapshot, runs the event handler's story against the real Redis, then lets the rebuild write.
import { randomUUID } from 'node:crypto';
import { createRedis } from '@studyhall/platform';
import { afterAll, describe, expect, it } from 'vitest';
import type { FeedItemRecord, ItemChange, TimelineEntry } from '../domain/feed.js';
import { applyItemChange, type FeedDeps } from '../domain/item-changes.js';
import { rebuildTimeline } from '../domain/read-feed.js';
import type { FollowIndex } from '../domain/relations.js';
import { createRedisTimelines } from './redis-timelines.js';

const redis = createRedis(process.env.REDIS_URL ?? '');
const prefix = `timelines-test-${randomUUID().slice(0, 8)}:`;
const timelines = createRedisTimelines(redis, prefix);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const base = Date.parse('2025-03-01T10:00:00Z');

function lesson(authorId: string, n: number, isPublic = true): ItemChange {
  return {
    id: `lesson:${authorId}-${n}`, sourceId: `${authorId}-${n}`, type: 'lesson', authorId, title: `L${n}`, content: '', createdAt: new Date(base + n * 1000),
    wordProblemTheme: null, sourceFileName: null, gradeLevel: null, isPublic, deleted: false, version: Date.now() + n,
  };
}

/** One reader following one author, projections in memory; `duringSnapshot` runs after a rebuild has read them. */
function stand() {
  const reader = `reader-${randomUUID()}`;
  const author = `author-${randomUUID()}`;
  const items = new Map<string, FeedItemRecord>();
  const authorItems = new Map<string, number>();
  const held: (() => Promise<void>)[] = [];
  const index = {
    get: async () => ({ following: [author], followers: [], incoming: [], outgoing: [] }),
    followersOf: async () => [reader],
  } as unknown as FollowIndex;
  const deps: FeedDeps = {
    fanoutMax: 10_000,
    index,
    timelines,
    items: {
      apply: async (change) => {
        const record = { ...items.get(change.id), ...change } as FeedItemRecord;
        items.set(change.id, record);
        return record;
      },
      findMany: async () => new Map(),
    },
    authors: {
      add: async (_, entry) => void authorItems.set(entry.itemId, entry.score),
      remove: async (_, itemId) => void authorItems.delete(itemId),
      async latest() {
        const snapshot: TimelineEntry[] = [...authorItems].map(([itemId, score]) => ({ itemId, score })).sort((a, b) => b.score - a.score);
        await held.shift()?.(); // the rebuild holds its snapshot while this runs
        return snapshot;
      },
      bigAuthors: async () => new Set(),
      setBig: async () => undefined,
    },
  };
  const titles = async () => (await timelines.read(reader, undefined, 50))?.map((entry) => entry.itemId.split('-').at(-1));
  const members = () => redis.zcard(`${prefix}timeline:${reader}`);
  return { reader, author, deps, held, titles, members };
}

describe('a timeline rebuilt while events are handled', () => {
  it('keeps an item shared between the rebuild\'s snapshot and its write', async () => {
    const { reader, author, deps, held, titles, members } = stand();
    await applyItemChange(deps, lesson(author, 1));
    held.push(() => applyItemChange(deps, lesson(author, 2)));
    await rebuildTimeline(deps, reader);
    expect(await titles()).toEqual(['2', '1']);
    expect(await members()).toBe(3); // the two items and the built marker, no bookkeeping left
  });

  it('keeps an item shared into a timeline another rebuild finished meanwhile', async () => {
    const { reader, author, deps, held, titles, members } = stand();
    await applyItemChange(deps, lesson(author, 1));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let snapshotTaken!: () => void;
    const taken = new Promise<void>((resolve) => (snapshotTaken = resolve));
    held.push(async () => {
      snapshotTaken();
      await released;
    });
    const slow = rebuildTimeline(deps, reader); // a reader whose rebuild is slow (a replica under load)
    await taken;
    await rebuildTimeline(deps, reader); // a second read rebuilds and finishes first
    await applyItemChange(deps, lesson(author, 2)); // fanned out into the built timeline
    expect(await titles()).toEqual(['2', '1']);
    release();
    await slow;
    expect(await titles()).toEqual(['2', '1']);
    expect(await members()).toBe(3);
  });

  it('leaves out an item withdrawn between the rebuild\'s snapshot and its write', async () => {
    const { reader, author, deps, held, titles, members } = stand();
    await applyItemChange(deps, lesson(author, 1));
    await applyItemChange(deps, lesson(author, 2));
    held.push(() => applyItemChange(deps, { ...lesson(author, 2, false), version: Date.now() + 100 }));
    await rebuildTimeline(deps, reader);
    expect(await titles()).toEqual(['1']);
    expect(await members()).toBe(2);
  });

  it('forgets a build whose process died, so its bookkeeping does not outlive the next build', async () => {
    const { reader, author, deps, members } = stand();
    const key = `${prefix}timeline:${reader}`;
    await redis.zadd(key, -3, `!building:${Date.now() - 120_000}:crashed`, -2, '!removed:lesson:gone');
    await applyItemChange(deps, lesson(author, 1));
    await rebuildTimeline(deps, reader);
    expect(await redis.zrangebyscore(key, '-inf', '+inf')).toEqual(['!built', `lesson:${author}-1`]);
    expect(await members()).toBe(2);
  });

  it('keeps the cap and the marker when fan-outs overflow a built timeline', async () => {
    const { reader, author, deps, members } = stand();
    await rebuildTimeline(deps, reader);
    const entries = Array.from({ length: 805 }, (_, i) => ({ itemId: `lesson:${author}-${i}`, score: base + i }));
    await timelines.addMany(reader, entries);
    expect(await members()).toBe(801);
    const newest = await timelines.read(reader, undefined, 1);
    expect(newest).toEqual([entries.at(-1)]);
    expect(await redis.zscore(`${prefix}timeline:${reader}`, '!built')).toBe('-1');
    expect(await redis.zscore(`${prefix}timeline:${reader}`, entries[4]!.itemId)).toBeNull();
    expect(await redis.zscore(`${prefix}timeline:${reader}`, entries[5]!.itemId)).not.toBeNull();
  });

  it('finishes a build whose snapshot takes longer than the idle time a timeline may sit unread', async () => {
    const { reader, author, deps, held } = stand();
    const shortLived = createRedisTimelines(redis, prefix, 1);
    await applyItemChange(deps, lesson(author, 1));
    held.push(() => new Promise((resolve) => setTimeout(resolve, 1_500))); // a snapshot under load
    let snapshots = 0;
    await shortLived.build(reader, async () => (snapshots++, deps.authors.latest(author, 800)));
    expect(snapshots).toBe(1);
    expect((await shortLived.read(reader, undefined, 50))?.map((entry) => entry.itemId)).toEqual([`lesson:${author}-1`]);
    const ttl = await redis.ttl(`${prefix}timeline:${reader}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1); // built, it sits unread for the idle time again
  });
});
