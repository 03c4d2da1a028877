// FerretDB (SQLite) applies an update as read-modify-write of the whole document without guarding
// against a concurrent writer: measured here, 60 concurrent $set of different fields of one document
// kept 4, and the outbox relay's $pullAll racing a status change reverted it 5 times in 20. Every
// write to one document in this process therefore goes through one queue per document id.
// REVIEW: one process only; real MongoDB does not need it, a second FerretDB writer is not covered.
import { lockDocument } from '@studyhall/platform';
import type { Collection } from 'mongoose';

export interface KeyedLock {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

let instances = 0;

/** A lock of its own (its keys never meet another lock's) on the kit's per-document queue (platform data/document-locks.ts). */
export function createKeyedLock(): KeyedLock {
  const namespace = `social-feed-lock-${(instances += 1)}`;
  return { run: (key, task) => lockDocument(namespace, key, task) };
}

/** The collection as the outbox relay sees it: its updates and deletes queue behind ours. */
export function lockedWrites<T extends { _id: string }>(collection: Collection<T>, lock: KeyedLock): Collection<T> {
  return new Proxy(collection, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if ((property !== 'updateOne' && property !== 'deleteOne') || typeof value !== 'function') return value;
      return (filter: { _id?: unknown }, ...rest: unknown[]) =>
        lock.run(String(filter._id), () => (value as (...args: unknown[]) => Promise<unknown>).apply(target, [filter, ...rest]));
    },
  });
}
