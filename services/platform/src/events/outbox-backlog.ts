// What the outbox relays of this process still owe Kafka: documents written with events that are
// not published yet (notified by id, or found by a full scan that then failed), per collection, and
// how long the oldest has waited. Kept in memory from what the relay already knows: no extra reads.
import { defineGauge } from '../metric-kit.js';

export interface OutboxBacklog {
  waiting(collection: string, id: unknown): void;
  relayed(collection: string, id: unknown): void;
  /** A full scan of the collection relayed everything it found. */
  caughtUp(collection: string): void;
  close(): void;
}

type Waiting = Map<string, Map<string, number>>; // collection → document id → first seen (ms)
const backlogs = new Set<Waiting>();

function totals(): Map<string, { count: number; oldest: number }> {
  const byCollection = new Map<string, { count: number; oldest: number }>();
  for (const backlog of backlogs) {
    for (const [collection, ids] of backlog) {
      const entry = byCollection.get(collection) ?? { count: 0, oldest: Date.now() };
      entry.count += ids.size;
      for (const since of ids.values()) entry.oldest = Math.min(entry.oldest, since);
      byCollection.set(collection, entry);
    }
  }
  return byCollection;
}

defineGauge('outbox_backlog_documents', 'Documents whose events the outbox relay has not published yet, by collection.', ['collection'], function collect() {
  this.reset();
  for (const [collection, { count }] of totals()) this.set({ collection }, count);
});
defineGauge('outbox_backlog_oldest_seconds', 'How long the oldest unpublished outbox document has waited, by collection (0: nothing waits).', ['collection'], function collect() {
  this.reset();
  for (const [collection, { count, oldest }] of totals()) this.set({ collection }, count ? (Date.now() - oldest) / 1000 : 0);
});

export function createOutboxBacklog(): OutboxBacklog {
  const waiting: Waiting = new Map();
  backlogs.add(waiting);
  const of = (collection: string) => waiting.get(collection) ?? waiting.set(collection, new Map()).get(collection)!;
  return {
    waiting(collection, id) {
      const ids = of(collection);
      if (!ids.has(String(id))) ids.set(String(id), Date.now());
    },
    relayed: (collection, id) => void of(collection).delete(String(id)),
    caughtUp: (collection) => of(collection).clear(),
    close: () => void backlogs.delete(waiting),
  };
}
