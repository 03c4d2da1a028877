// The follow graph: one relation per (follower, followee) pair, whose id is derived from the pair.
import type { DomainEvent } from '@studyhall/contracts';

/** `unfollowed` is ours: the relation stays (one per pair) and a new request reopens it. */
export type FollowStatus = 'pending' | 'accepted' | 'rejected' | 'unfollowed';

export interface Relation {
  id: string;
  followerId: string;
  followingId: string;
  status: FollowStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** What a follow list shows of the other party (spec §3 "Follow relation"). */
export interface UserCard {
  id: string;
  username: string | null;
  /** Empty when the users projection does not know them (yet). */
  email: string;
}

export interface UserProfile extends Omit<UserCard, 'email'> {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type RelationEvents = (relation: Relation) => DomainEvent[];

export interface RelationRepository {
  find(id: string): Promise<Relation | undefined>;
  findMany(ids: readonly string[]): Promise<Relation[]>;
  /** Inserts a new relation with its events; false when the pair already has one. */
  create(relation: Relation, events: RelationEvents): Promise<boolean>;
  /** Moves the relation from one of `from` to `to` with its events; undefined when it was in no `from`. */
  transition(id: string, from: readonly FollowStatus[], to: FollowStatus, events: RelationEvents): Promise<Relation | undefined>;
}

/** Per-user lists of the other parties, one document per user, so every list is an `_id` read. */
export interface FollowLists {
  followers: string[];
  following: string[];
  /** Requests others sent to this user, still pending. */
  incoming: string[];
  /** Requests this user sent, still pending. */
  outgoing: string[];
}

export interface FollowIndex {
  get(userId: string): Promise<FollowLists>;
  /** The accepted followers only (what a fan-out needs). */
  followersOf(userId: string): Promise<string[]>;
  /**
   * Reads the relation (`read`) and makes both users' lists say what it says, one relation at a time:
   * a late event that read an older state can never be applied after the newer one (idempotent;
   * repairs a crash between a relation's write and its lists). Resolves to the relation read.
   */
  applyLatest(relationId: string, read: () => Promise<Relation | undefined>): Promise<Relation | undefined>;
}

export interface UserDirectory {
  find(id: string): Promise<UserProfile | undefined>;
  findMany(ids: readonly string[]): Promise<Map<string, UserProfile>>;
}

export function relationIdOf(followerId: string, followingId: string): string {
  return `${followerId}:${followingId}`;
}
