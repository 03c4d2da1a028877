// A follow relation changed (our own social events): the follower's timeline follows the relation.
import { backfillCount, timelineCap } from './feed.js';
import { syncIndex } from './follow-requests.js';
import type { FeedDeps } from './item-changes.js';
import type { RelationRepository } from './relations.js';

/**
 * Reads the relation as it is now, so events handled late or twice still converge: accepted →
 * the followee's latest public items are in the follower's timeline; anything else → none are.
 */
export async function applyRelationChange(deps: FeedDeps & { relations: RelationRepository }, relationId: string): Promise<void> {
  const relation = await syncIndex(deps, relationId);
  if (!relation) return;
  const { followerId, followingId } = relation;
  if (relation.status === 'accepted') {
    if ((await deps.authors.bigAuthors()).has(followingId)) return; // merged at read time
    await deps.timelines.addMany(followerId, await deps.authors.latest(followingId, backfillCount));
  } else {
    const items = await deps.authors.latest(followingId, timelineCap);
    await deps.timelines.removeFromMany([followerId], items.map((entry) => entry.itemId));
  }
}
