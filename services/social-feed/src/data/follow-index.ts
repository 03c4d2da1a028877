// `follow_index`: per user { _id: userId, followers, following, incoming, outgoing } (ids of the other
// parties), so every list and every fan-out reads one document by `_id`.
import type { Collection, Connection } from 'mongoose';
import { createKeyedLock } from './keyed-lock.js';
import { upsertById } from './upsert.js';
import type { FollowIndex, FollowLists, Relation } from '../domain/relations.js';

interface FollowIndexDocument extends Partial<FollowLists> {
  _id: string;
}

type ListName = keyof FollowLists;

export function createFollowIndex(connection: Connection): FollowIndex {
  const collection: Collection<FollowIndexDocument> = connection.collection<FollowIndexDocument>('follow_index');
  const lock = createKeyedLock();
  const place = async (userId: string, list: ListName | undefined, otherId: string, lists: ListName[]) => {
    const pull = Object.fromEntries(lists.filter((name) => name !== list).map((name) => [name, otherId]));
    const update: Record<string, unknown> = { $pull: pull };
    if (list) update.$addToSet = { [list]: otherId };
    await lock.run(userId, () => upsertById(collection, userId, update));
  };
  const apply = async ({ followerId, followingId, status }: Relation) => {
    const followerSide = status === 'accepted' ? 'following' : status === 'pending' ? 'outgoing' : undefined;
    const followeeSide = status === 'accepted' ? 'followers' : status === 'pending' ? 'incoming' : undefined;
    await Promise.all([
      place(followerId, followerSide, followingId, ['following', 'outgoing']),
      place(followingId, followeeSide, followerId, ['followers', 'incoming']),
    ]);
  };
  return {
    async get(userId) {
      const document = await collection.findOne({ _id: userId });
      return {
        followers: document?.followers ?? [],
        following: document?.following ?? [],
        incoming: document?.incoming ?? [],
        outgoing: document?.outgoing ?? [],
      };
    },
    // Every share reads this; the other three lists are not worth sending along.
    async followersOf(userId) {
      const document = await collection.findOne({ _id: userId }, { projection: { followers: 1 } });
      return document?.followers ?? [];
    },
    // The read happens inside the relation's lock: whoever wrote the relation last also applies last,
    // so a request handler and a late event handler never leave an older state behind.
    applyLatest: (relationId, read) => lock.run(`relation:${relationId}`, async () => {
      const relation = await read();
      if (relation) await apply(relation);
      return relation;
    }),
  };
}
