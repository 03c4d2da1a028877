// FerretDB 1.x on SQLite applies an update as read → change in memory → write back, without a
// transaction: two concurrent updates of ONE document lose one of them (measured here: 20 parallel
// $inc on one document kept 1; 20 $push kept 8). Writes to the same document are therefore queued
// one after another inside this process, with the kit's per-document lock (platform
// data/document-locks.ts). REVIEW: with several replicas they can still meet; real MongoDB has no such problem.
import { lockDocument } from '@studyhall/platform';

export type KeyedLock = <T>(key: string, run: () => Promise<T>) => Promise<T>;

let instances = 0;

/** A lock of its own (its keys never meet another lock's), queuing writes per key. */
export function createKeyedLock(): KeyedLock {
  const namespace = `lessons-quiz-lock-${(instances += 1)}`;
  return (key, run) => lockDocument(namespace, key, run);
}
