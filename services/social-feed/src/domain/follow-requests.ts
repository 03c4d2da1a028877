// Follow requests as short stories: ask, accept, reject, stop following.
import { Conflict, Invalid, NotFound } from '@studyhall/platform/errors';
import { followEvent } from './follow-events.js';
import { relationIdOf, type FollowIndex, type Relation, type RelationRepository, type UserDirectory } from './relations.js';

export interface FollowDeps {
  relations: RelationRepository;
  index: FollowIndex;
  users: UserDirectory;
}

const events = (relation: Relation) => [followEvent(relation)];

export async function requestFollow(deps: FollowDeps, followerId: string, followingId: string): Promise<Relation> {
  if (followerId === followingId) throw new Invalid('You cannot follow yourself', { field: 'followingId' });
  if (!(await deps.users.find(followingId))) throw new NotFound('User not found');
  const id = relationIdOf(followerId, followingId);
  const existing = await deps.relations.find(id);
  refuseRepeat(existing);
  const relation = existing
    ? await deps.relations.transition(id, ['rejected', 'unfollowed'], 'pending', events)
    : await createPending(deps.relations, id, followerId, followingId);
  if (!relation) {
    // Someone else's write won the race for this pair: say what it is now.
    refuseRepeat(await deps.relations.find(id));
    throw new Conflict('Follow request already sent');
  }
  await syncIndex(deps, id);
  return relation;
}

async function createPending(relations: RelationRepository, id: string, followerId: string, followingId: string) {
  const now = new Date();
  const relation: Relation = { id, followerId, followingId, status: 'pending', createdAt: now, updatedAt: now };
  return (await relations.create(relation, events)) ? relation : undefined;
}

function refuseRepeat(relation: Relation | undefined): void {
  if (relation?.status === 'pending') throw new Conflict('Follow request already sent');
  if (relation?.status === 'accepted') throw new Conflict('Already following');
}

/** Only the recipient answers a pending request; for anyone else it does not exist. */
export async function answerRequest(deps: FollowDeps, callerId: string, requestId: string, answer: 'accepted' | 'rejected'): Promise<Relation> {
  const relation = await deps.relations.find(requestId);
  if (!relation || relation.followingId !== callerId || relation.status !== 'pending') throw new NotFound('Follow request not found');
  const answered = await deps.relations.transition(requestId, ['pending'], answer, events);
  if (!answered) throw new NotFound('Follow request not found');
  await syncIndex(deps, requestId);
  return answered;
}

/** The follower stops following (or withdraws a pending request). */
export async function unfollow(deps: FollowDeps, followerId: string, followingId: string): Promise<Relation> {
  const id = relationIdOf(followerId, followingId);
  const removed = await deps.relations.transition(id, ['accepted', 'pending'], 'unfollowed', events);
  if (!removed) throw new NotFound('You are not following this user');
  await syncIndex(deps, id);
  return removed;
}

/** Both users' lists as the relation is now (not as this request last saw it). */
export function syncIndex(deps: Pick<FollowDeps, 'relations' | 'index'>, relationId: string) {
  return deps.index.applyLatest(relationId, () => deps.relations.find(relationId));
}
