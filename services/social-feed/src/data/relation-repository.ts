// The `followers` collection: one document per pair, `_id` = "followerId:followingId", its events
// stored in the same document write (outbox) and published by the relay.
import { createEvent, pushPendingEvents, withPendingEvents, type OutboxFields } from '@studyhall/platform/events';
import type { Collection, Connection } from 'mongoose';
import type { FollowStatus, Relation, RelationEvents, RelationRepository } from '../domain/relations.js';
import type { KeyedLock } from './keyed-lock.js';

export interface RelationDocument extends OutboxFields {
  _id: string;
  followerId: string;
  followingId: string;
  status: FollowStatus;
  createdAt: Date;
  updatedAt: Date;
}

const eventSource = '/services/social-feed';
const duplicateKey = 11000;
const fields = { outbox: 0 } as const;

export function relationCollection(connection: Connection): Collection<RelationDocument> {
  return connection.collection<RelationDocument>('followers');
}

/** `lock` is shared with the outbox relay's view of the collection (see keyed-lock.ts). */
export function createRelationRepository(collection: Collection<RelationDocument>, lock: KeyedLock, onEventsQueued: (id: string) => void): RelationRepository {
  const envelopes = (relation: Relation, events: RelationEvents) =>
    events(relation).map((event) => createEvent(event, { source: eventSource, subject: relation.id }));
  return {
    async find(id) {
      const document = await collection.findOne({ _id: id }, { projection: fields });
      return document ? toRelation(document) : undefined;
    },
    async findMany(ids) {
      // One `_id` read each: FerretDB serves only `_id` equality from its index, not `$in`.
      const found = await Promise.all(ids.map((id) => this.find(id)));
      return found.filter((relation): relation is Relation => relation !== undefined);
    },
    async create(relation, events) {
      try {
        await collection.insertOne(withPendingEvents(toDocument(relation), envelopes(relation, events)));
      } catch (error) {
        if ((error as { code?: number }).code === duplicateKey) return false;
        throw error;
      }
      onEventsQueued(relation.id);
      return true;
    },
    transition(id, from, to, events) {
      return lock.run(id, () => move(id, from, to, events));
    },
  };

  async function move(id: string, from: readonly FollowStatus[], to: FollowStatus, events: RelationEvents): Promise<Relation | undefined> {
    const document = await collection.findOne({ _id: id }, { projection: fields });
    const current = document ? toRelation(document) : undefined;
    if (!current || !from.includes(current.status)) return undefined;
    const next: Relation = { ...current, status: to, updatedAt: new Date() };
    // The status in the filter keeps the move atomic for a second writer the lock cannot see.
    const update = pushPendingEvents({ $set: { status: to, updatedAt: next.updatedAt } }, envelopes(next, events));
    const result = await collection.updateOne({ _id: id, status: current.status }, update);
    if (result.matchedCount === 0) return undefined;
    onEventsQueued(id);
    return next;
  }
}

function toDocument(relation: Relation): RelationDocument {
  const { id, ...rest } = relation;
  return { _id: id, ...rest };
}

function toRelation(document: RelationDocument): Relation {
  return {
    id: document._id,
    followerId: document.followerId,
    followingId: document.followingId,
    status: document.status,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}
