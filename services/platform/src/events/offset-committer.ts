// Commits consumed offsets in the background instead of after every message (a broker round trip
// each: it more than halved throughput on the local stack). A crash loses at most one interval of
// commits; those messages are delivered again and the idempotent consumer skips them.
import type { Logger } from 'pino';

export interface PartitionOffset {
  topic: string;
  partition: number;
  offset: string;
}

export function createOffsetCommitter(commit: (offsets: PartitionOffset[]) => Promise<void>, intervalMs: number, logger: Logger) {
  const pending = new Map<string, PartitionOffset>();
  let committing: Promise<void> = Promise.resolve();
  function flush(): Promise<void> {
    if (pending.size === 0) return committing;
    const offsets = [...pending.values()];
    pending.clear();
    committing = committing
      .then(() => commit(offsets))
      .catch((error: unknown) => logger.warn({ err: error, offsets }, 'offset commit failed; those messages may be delivered again'));
    return committing;
  }
  const timer = setInterval(flush, intervalMs).unref();
  return {
    /** The message at `offset` is finished: the group resumes after it. */
    done(topic: string, partition: number, offset: string): void {
      pending.set(`${topic}\u0000${partition}`, { topic, partition, offset: (BigInt(offset) + 1n).toString() });
    },
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
