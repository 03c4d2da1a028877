// Remembers which events a consumer group has handled, so a redelivery (at-least-once) is skipped.
import type { Connection } from 'mongoose';

export interface ProcessedEventStore {
  has(group: string, eventId: string): Promise<boolean>;
  remember(group: string, eventId: string, type: string): Promise<void>;
  /** Forgets the group's events processed before `olderThan`; returns how many. */
  prune(group: string, olderThan: Date): Promise<number>;
}

interface ProcessedEvent {
  _id: string;
  group: string;
  eventId: string;
  type: string;
  processedAt: Date;
}

const duplicateKey = 11000;

/**
 * Collection `processed_events`: one document per {group, eventId}, unique. The pair is also the
 * _id because FerretDB (SQLite) answers only _id equality from an index; any other filter scans.
 * FerretDB has no TTL indexes, so the event consumer prunes old entries itself (`prune`, on a timer).
 */
export async function createProcessedEventStore(connection: Connection, collectionName = 'processed_events'): Promise<ProcessedEventStore> {
  const collection = connection.collection<ProcessedEvent>(collectionName);
  await collection.createIndex({ group: 1, eventId: 1 }, { unique: true, name: 'group_eventId_unique' });
  const idOf = (group: string, eventId: string) => JSON.stringify([group, eventId]);
  return {
    has: async (group, eventId) => (await collection.findOne({ _id: idOf(group, eventId) }, { projection: { _id: 1 } })) !== null,
    async remember(group, eventId, type) {
      try {
        await collection.insertOne({ _id: idOf(group, eventId), group, eventId, type, processedAt: new Date() });
      } catch (error) {
        if ((error as { code?: number }).code !== duplicateKey) throw error;
      }
    },
    async prune(group, olderThan) {
      const { deletedCount } = await collection.deleteMany({ group, processedAt: { $lt: olderThan } });
      return deletedCount;
    },
  };
}
