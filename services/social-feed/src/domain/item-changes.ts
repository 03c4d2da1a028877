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
 * The projection write, the follower read and the big-author check do not depend on each other:
 * run together, a share's fixed cost before its fan-out is two Mongo round trips, not four.
 */
export async function applyItemChange(deps: FeedDeps, change: ItemChange): Promise<void> {
  const [item, followers, bigAuthors] = await Promise.all([
    deps.items.apply(change),
    deps.index.followersOf(change.authorId),
    deps.authors.bigAuthors(),
  ]);
  if (!item) return;
  if (item.isPublic && !item.deleted) await share(deps, item, followers, bigAuthors.has(item.authorId));
  else await withdraw(deps, item, followers);
}

async function share(deps: FeedDeps, item: FeedItemRecord, followers: string[], wasBig: boolean): Promise<void> {
  const entry = { itemId: item.id, score: item.createdAt.getTime() };
  const big = followers.length > deps.fanoutMax;
  await Promise.all([deps.authors.add(item.authorId, entry), wasBig === big ? undefined : deps.authors.setBig(item.authorId, big)]);
  if (!big) await deps.timelines.addToMany(followers, entry);
}

async function withdraw(deps: FeedDeps, item: FeedItemRecord, followers: string[]): Promise<void> {
  await deps.authors.remove(item.authorId, item.id);
  await deps.timelines.removeFromMany(followers, [item.id]);
}
