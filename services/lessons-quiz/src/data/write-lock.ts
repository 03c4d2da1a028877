// FerretDB 1.x on SQLite applies an update as read → change in memory → write back, without a
// transaction: two concurrent updates of ONE document lose one of them (measured here: 20 parallel
// $inc on one document kept 1; 20 $push kept 8). Writes to the same document are therefore queued
// one after another inside this process. REVIEW: with several replicas they can still meet; real
// MongoDB has no such problem.
export type KeyedLock = <T>(key: string, run: () => Promise<T>) => Promise<T>;

export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<void>>();
  return async function withLock(key, run) {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await previous;
    try {
      return await run();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
