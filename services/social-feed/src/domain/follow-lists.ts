// The three follow lists of the social screen, each with the other party nested (spec §3, §7).
import { relationIdOf, type FollowLists, type Relation, type UserCard } from './relations.js';
import type { FollowDeps } from './follow-requests.js';

export interface RelationView {
  id: string;
  followerId: string;
  followingId: string;
  status: Relation['status'];
  createdAt: Date;
  updatedAt: Date;
  user: UserCard;
}

type ListName = 'followers' | 'following' | 'incoming';

/** followers and incoming: the others follow me; following: I follow them. */
export async function listRelations(deps: FollowDeps, userId: string, list: ListName): Promise<RelationView[]> {
  const lists: FollowLists = await deps.index.get(userId);
  const others = lists[list];
  const iFollow = list === 'following';
  const ids = others.map((other) => (iFollow ? relationIdOf(userId, other) : relationIdOf(other, userId)));
  const [relations, users] = await Promise.all([deps.relations.findMany(ids), deps.users.findMany(others)]);
  const wanted = list === 'incoming' ? 'pending' : 'accepted';
  return relations
    .filter((relation) => relation.status === wanted)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .map((relation) => {
      const otherId = iFollow ? relation.followingId : relation.followerId;
      const user = users.get(otherId);
      return { ...relation, user: { id: otherId, username: user?.username ?? null, email: user?.email ?? '' } };
    });
}
