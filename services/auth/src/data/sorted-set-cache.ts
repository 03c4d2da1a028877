// A Redis sorted set that is a cache of users' data: when the key is missing (first start, or Redis
// was flushed) it is refilled from the users collection, once even when many requests notice at the
// same time. Members go in with ZADD (with `flags`, e.g. GT) in batches, never as one huge command.
import type { Redis } from 'ioredis';

export interface SortedSetCacheOptions<T> {
  key: string;
  /** Every stored record to put in the set (a cursor over the users collection). */
  source: () => AsyncIterable<T>;
  /** The [score, member] of a record, or undefined to leave it out. */
  entryOf: (record: T) => [number, string] | undefined;
  flags?: 'GT';
  /** Run after the refill (e.g. a marker member saying "built", so an empty set is not refilled again). */
  afterRefill?: () => Promise<unknown>;
}

const batchEntries = 1_000;

/** `refillIfMissing()` resolves once the set exists (refilled from the source when it did not). */
export function createSortedSetCache<T>(redis: Redis, options: SortedSetCacheOptions<T>): { refillIfMissing(): Promise<void> } {
  const zadd = (args: (string | number)[]) => (options.flags ? redis.zadd(options.key, options.flags, ...args) : redis.zadd(options.key, ...args));
  async function refill(): Promise<void> {
    let batch: (string | number)[] = [];
    for await (const record of options.source()) {
      const entry = options.entryOf(record);
      if (entry) batch.push(...entry);
      if (batch.length >= batchEntries * 2) {
        await zadd(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await zadd(batch);
    await options.afterRefill?.();
  }
  let refilling: Promise<void> | undefined;
  return {
    refillIfMissing() {
      refilling ??= redis
        .exists(options.key)
        .then((exists) => (exists ? undefined : refill()))
        .finally(() => (refilling = undefined));
      return refilling;
    },
  };
}
