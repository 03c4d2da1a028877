// One relay step: read documents with pending events, publish the events in order, then pull
// exactly the entries that were read. A crash after the publish and before the pull publishes them
// again on the next pass: at least once, which consumers absorb (they skip known event ids).
import type { EventEnvelope } from '@studyhall/contracts';
import type { mongo } from 'mongoose';
import type { Logger } from 'pino';
import { lockDocument } from '../data/document-locks.js';
import type { EventPublisher } from './event-publisher.js';
import { outboxPublished } from './metrics.js';
import { fromOutboxEntry, type OutboxEntry } from './outbox.js';

export interface PendingDocument {
  _id: mongo.ObjectId;
  outbox: OutboxEntry[];
  deletedAt?: Date | null;
}
export type OutboxCollection = mongo.Collection<PendingDocument>;

/** Returns how many documents were read (a full batch means: there may be more). */
export async function relayDocuments(
  collection: OutboxCollection,
  filter: mongo.Filter<PendingDocument>,
  limit: number,
  publisher: EventPublisher,
  logger: Logger,
): Promise<number> {
  const documents = await collection.find(filter, { projection: { outbox: 1, deletedAt: 1 }, limit }).toArray();
  const readable = documents.flatMap((document) => decodeEntries(document, logger));
  await publisher.publish(readable.flatMap(({ envelopes }) => envelopes));
  await Promise.all(readable.map(({ document }) => markSent(collection, document)));
  outboxPublished.inc(readable.reduce((sum, { envelopes }) => sum + envelopes.length, 0));
  return documents.length;
}

function decodeEntries(document: PendingDocument, logger: Logger): { document: PendingDocument; envelopes: EventEnvelope[] }[] {
  try {
    return [{ document, envelopes: document.outbox.map(fromOutboxEntry) }];
  } catch (error) {
    // REVIEW: a corrupt entry is left in place (never silently dropped) and logged at every pass.
    logger.error({ err: error, documentId: String(document._id) }, 'undecodable outbox entry');
    return [];
  }
}

async function markSent(collection: OutboxCollection, document: PendingDocument): Promise<void> {
  // $pullAll with the entries exactly as read: FerretDB's $pull takes no conditions (like
  // { id: { $in } }) but both servers match whole subdocuments equal to these.
  await lockDocument(collection.collectionName, document._id, async () => {
    await collection.updateOne({ _id: document._id }, { $pullAll: { outbox: document.outbox } });
    if (document.deletedAt) {
      // A tombstone goes once all its events are out, including any queued since it was read.
      await collection.deleteOne({ _id: document._id, deletedAt: { $ne: null }, 'outbox.0': { $exists: false } });
    }
  });
}
