// Publishes the pending events of documents (see outbox.ts), then removes exactly the published ones
// (entries queued meanwhile stay for the next pass). notify(source, id) after a write relays that one
// document right away; a periodic full scan picks up what a crash left behind.
// Needs neither transactions nor change streams, so it runs on FerretDB and on MongoDB alike.
import type { Model, mongo } from 'mongoose';
import type { Logger } from 'pino';
import { backoffDelay } from './backoff.js';
import type { EventPublisher } from './event-publisher.js';
import { outboxFailures } from './metrics.js';
import { createOutboxBacklog } from './outbox-backlog.js';
import { relayDocuments, type OutboxCollection } from './outbox-batch.js';
import { pendingEventsFilter } from './outbox.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any collection or model with the outbox plugin
export type OutboxSource = mongo.Collection<any> | Model<any>;

export interface OutboxRelayOptions {
  sources: readonly OutboxSource[];
  publisher: EventPublisher;
  logger: Logger;
  /** Full scans for events a crash left behind. On FerretDB a scan reads the whole collection. */
  pollIntervalMs?: number;
  batchSize?: number;
}

export interface OutboxRelay {
  start(): void;
  /**
   * Call after a write that queued events. With the written document's source and its _id as
   * stored (an ObjectId, not its hex string) only that document is read: FerretDB serves _id
   * equality from its index but scans the collection for any other filter. Without, a full scan.
   */
  notify(source?: OutboxSource, id?: unknown): void;
  /** Resolves when everything notified so far has been relayed (tests, shutdown). */
  flush(): Promise<void>;
  /** Finishes the current batch and stops. */
  stop(): Promise<void>;
}

export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const collections = options.sources.map(toCollection);
  const batchSize = options.batchSize ?? 100;
  const logger = options.logger.child({ component: 'outbox-relay' });
  const hinted = new Map<OutboxCollection, Set<unknown>>();
  // Documents whose pass failed (Kafka down): retried by _id with backoff, not left for the next full
  // scan, which may be minutes away (lessons-quiz scans every 15 min) or never come.
  const retryLater = new Map<OutboxCollection, Set<unknown>>();
  let failedPasses = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let fullScanWanted = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const backlog = createOutboxBacklog();

  async function fullScan(): Promise<void> {
    for (const collection of collections) {
      while (!stopped && (await relayDocuments(collection, pendingEventsFilter, batchSize, options.publisher, logger)) >= batchSize);
      if (!stopped) backlog.caughtUp(collection.collectionName);
    }
  }
  async function relayHinted(): Promise<void> {
    const pending = [...hinted].flatMap(([collection, ids]) => [...ids].map((id) => ({ collection, id })));
    hinted.clear();
    for (const [index, { collection, id }] of pending.entries()) {
      try {
        await relayDocuments(collection, { _id: id as mongo.ObjectId, ...pendingEventsFilter }, 1, options.publisher, logger);
      } catch (error) {
        for (const left of pending.slice(index)) addTo(retryLater, left.collection, left.id);
        throw error;
      }
      backlog.relayed(collection.collectionName, id);
    }
  }
  function scheduleRetry(): void {
    if (stopped || retryTimer || retryLater.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      for (const [collection, ids] of retryLater) for (const id of ids) addTo(hinted, collection, id);
      retryLater.clear();
      wake();
    }, backoffDelay(failedPasses, { initialMs: 500, maxMs: 30_000 })).unref();
  }
  async function drain(): Promise<void> {
    while (!stopped && (fullScanWanted || hinted.size > 0)) {
      const scan = fullScanWanted;
      fullScanWanted = false;
      try {
        await (scan ? fullScan() : relayHinted());
        failedPasses = 0;
      } catch (error) {
        failedPasses += 1;
        outboxFailures.inc();
        logger.error({ err: error }, 'outbox relay pass failed; retrying with backoff');
      }
    }
    scheduleRetry();
  }
  function wake(): void {
    running ??= drain().finally(() => (running = undefined));
  }
  function notify(source?: OutboxSource, id?: unknown): void {
    if (stopped) return;
    const collection = source && collections.find((known) => known.collectionName === toCollection(source).collectionName);
    if (collection && id !== undefined) {
      addTo(hinted, collection, id);
      backlog.waiting(collection.collectionName, id);
    }
    else fullScanWanted = true;
    wake();
  }
  return {
    notify,
    start() {
      stopped = false;
      timer ??= setInterval(() => notify(), options.pollIntervalMs ?? 30_000).unref();
      notify();
    },
    async flush() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retryTimer);
      timer = undefined;
      retryTimer = undefined;
      await running;
      backlog.close();
    },
  };
}

function addTo(ids: Map<OutboxCollection, Set<unknown>>, collection: OutboxCollection, id: unknown): void {
  ids.set(collection, (ids.get(collection) ?? new Set()).add(id));
}

function toCollection(source: OutboxSource): OutboxCollection {
  return ('modelName' in source ? source.collection : source) as unknown as OutboxCollection;
}
