// Publishes the pending events of documents (see outbox.ts), then removes exactly the published ones
// (entries queued meanwhile stay for the next pass).
// Woken by notify() right after a write; a periodic poll picks up what a crash left behind.
// Needs neither transactions nor change streams, so it runs on FerretDB and on MongoDB alike.
import type { EventEnvelope } from '@studyhall/contracts';
import type { Model, mongo } from 'mongoose';
import type { Logger } from 'pino';
import type { EventPublisher } from './event-publisher.js';
import { fromOutboxEntry, pendingEventsFilter, type OutboxEntry } from './outbox.js';

interface PendingDocument {
  _id: mongo.ObjectId;
  outbox: OutboxEntry[];
  deletedAt?: Date | null;
}
type OutboxCollection = mongo.Collection<PendingDocument>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any collection or model with the outbox plugin
export type OutboxSource = mongo.Collection<any> | Model<any>;

export interface OutboxRelayOptions {
  sources: readonly OutboxSource[];
  publisher: EventPublisher;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
}

export interface OutboxRelay {
  start(): void;
  /** Call after a write that queued events: they are published right away, not at the next poll. */
  notify(): void;
  /** Runs passes until nothing is pending (tests, shutdown). */
  flush(): Promise<void>;
  /** Finishes the current batch and stops polling. */
  stop(): Promise<void>;
}

export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const collections = options.sources.map(toCollection);
  const batchSize = options.batchSize ?? 100;
  const logger = options.logger.child({ component: 'outbox-relay' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wanted = false;
  let stopped = false;

  async function drain(): Promise<void> {
    while (wanted && !stopped) {
      wanted = false;
      try {
        const counts = await Promise.all(collections.map((collection) => relayBatch(collection, options.publisher, batchSize, logger)));
        if (counts.some((count) => count >= batchSize)) wanted = true;
      } catch (error) {
        logger.error({ err: error }, 'outbox relay pass failed; retrying at the next poll');
      }
    }
  }
  function notify(): void {
    if (stopped) return;
    wanted = true;
    running ??= drain().finally(() => (running = undefined));
  }
  return {
    notify,
    start() {
      stopped = false;
      timer ??= setInterval(notify, options.pollIntervalMs ?? 5_000).unref();
      notify();
    },
    async flush() {
      notify();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

function toCollection(source: OutboxSource): OutboxCollection {
  return ('modelName' in source ? source.collection : source) as unknown as OutboxCollection;
}

/** One batch of documents: publish their events in order, then pull exactly those. Returns the count. */
async function relayBatch(collection: OutboxCollection, publisher: EventPublisher, batchSize: number, logger: Logger): Promise<number> {
  const documents = await collection
    .find(pendingEventsFilter, { projection: { outbox: 1, deletedAt: 1 }, limit: batchSize })
    .toArray();
  const readable = documents.flatMap((document) => decodeEntries(document, logger));
  await publisher.publish(readable.flatMap(({ envelopes }) => envelopes));
  await Promise.all(readable.map(({ document }) => markSent(collection, document)));
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
  await collection.updateOne({ _id: document._id }, { $pullAll: { outbox: document.outbox } });
  if (document.deletedAt) {
    // A tombstone goes once all its events are out, including any queued since it was read.
    await collection.deleteOne({ _id: document._id, deletedAt: { $ne: null }, 'outbox.0': { $exists: false } });
  }
}
