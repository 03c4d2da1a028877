// Remembers which events a consumer group has handled, so a redelivery (at-least-once) is skipped.
import type { Connection } from 'mongoose';

export interface ProcessedEventStore {
  has(group: string, eventId: string): Promise<boolean>;
  remember(group: string, eventId: string, type: string): Promise<void>;
}

const duplicateKey = 11000;

/**
 * Collection `processed_events`, unique on {group, eventId}.
 * REVIEW: it grows without bound; FerretDB has no TTL indexes, so pruning by `processedAt` is a
 * job to add once volumes matter.
 */
export async function createProcessedEventStore(connection: Connection, collectionName = 'processed_events'): Promise<ProcessedEventStore> {
  const collection = connection.collection(collectionName);
  await collection.createIndex({ group: 1, eventId: 1 }, { unique: true, name: 'group_eventId_unique' });
  return {
    has: async (group, eventId) => (await collection.countDocuments({ group, eventId }, { limit: 1 })) > 0,
    async remember(group, eventId, type) {
      try {
        await collection.insertOne({ group, eventId, type, processedAt: new Date() });
      } catch (error) {
        if ((error as { code?: number }).code !== duplicateKey) throw error;
      }
    },
  };
}
