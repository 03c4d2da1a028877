// A lesson or homework changed: the projection first, then every follower's timeline follows it.
import type { FollowIndex } from './relations.js';
import type { AuthorItemStore, FeedItemRecord, FeedItemStore, ItemChange, Timelines } from './feed.js';

export interface FeedDeps {
  items: FeedItemStore;
  authors: AuthorItemStore;
  timelines: Timelines;
  index: FollowIndex;
  fanoutMax: number;
}

/**
 * Acts on the stored state, not on the event: a redelivered or stale event still makes the
 * timelines agree with the projection, so a crash halfway through is repaired by the rerun.
 */
export async function applyItemChange(deps: FeedDeps, change: ItemChange): Promise<void> {
  const item = await deps.items.apply(change);
  if (!item) return;
  if (item.isPublic && !item.deleted) await share(deps, item);
  else await withdraw(deps, item);
}

async function share(deps: FeedDeps, item: FeedItemRecord): Promise<void> {
  const entry = { itemId: item.id, score: item.createdAt.getTime() };
  await deps.authors.add(item.authorId, entry);
  const { followers } = await deps.index.get(item.authorId);
  const big = followers.length > deps.fanoutMax;
  if ((await deps.authors.bigAuthors()).has(item.authorId) !== big) await deps.authors.setBig(item.authorId, big);
  if (!big) await deps.timelines.addToMany(followers, entry);
}

async function withdraw(deps: FeedDeps, item: FeedItemRecord): Promise<void> {
  await deps.authors.remove(item.authorId, item.id);
  const { followers } = await deps.index.get(item.authorId);
  await deps.timelines.removeFromMany(followers, [item.id]);
}
