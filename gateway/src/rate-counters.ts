import type { Logger } from '@studyhall/platform';
import type { Redis } from 'ioredis';

/** One budget a request spends: at most `limit` hits per window under `key`. */
export interface Budget {
  key: string;
  limit: number;
}

/**
 * Fixed-window rate-limit counters shared by every gateway through Redis, without a Redis round trip
 * per request. Each gateway counts hits in memory and sends what it counted to Redis every
 * `flushEveryMs` (one script call for all keys); Redis answers each key's total and how long its
 * window has left, which is what the next decisions start from. A window starts with its first hit.
 *
 * - `spend` decides at once: exact with one gateway (it knows every hit); with several, a budget can
 *   be overrun by what the other gateways admitted during one flush interval.
 * - `spendExactly` waits for Redis's own count including this hit (for the strict budgets: sign-in
 *   and AI routes, where a round trip is nothing next to the work behind them).
 * A refused hit is not counted when the refusal is known locally.
 */
export interface RateCounters {
  /** 0 when admitted, else milliseconds until the fullest spent budget's window ends. */
  spend(budgets: Budget[]): number;
  spendExactly(budgets: Budget[]): Promise<number>;
  /** Keys with hits not yet in Redis (bounded by `maxUnsentKeys` while Redis is away). */
  unsentKeyCount(): number;
  /** Sends what is still unsent. */
  close(): Promise<void>;
}

export interface RateCounterOptions {
  windowMs: number;
  logger: Logger;
  flushEveryMs?: number;
  /** Past this many keys, counters with nothing in flight are forgotten (Redis keeps the counts). */
  maxCounters?: number;
  /** While Redis is away, hits of at most this many keys wait for it; past that the oldest are dropped. */
  maxUnsentKeys?: number;
  /** Keys per script call: a flush of many keys is several calls (arguments are spread onto the stack). */
  keysPerCall?: number;
  now?: () => number;
}

interface Counter {
  /** The total Redis last answered, and when its window ends by then. */
  known: number;
  windowEndsAt: number;
  unsent: number;
  sending: number;
}

interface RedisCount {
  total: number;
  windowLeftMs: number;
}

interface PendingFlush {
  counts: Promise<Map<string, RedisCount>>;
  resolve: (counts: Map<string, RedisCount>) => void;
  reject: (error: unknown) => void;
  cancel: () => void;
  urgent: boolean;
}

// For each key: add the hits counted since the last flush; a key without an expiry starts its window.
const flushScript = `
local answer = {}
for i, key in ipairs(KEYS) do
  local total = redis.call('INCRBY', key, ARGV[i + 1])
  local left = redis.call('PTTL', key)
  if left < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    left = tonumber(ARGV[1])
  end
  answer[#answer + 1] = total
  answer[#answer + 1] = left
end
return answer`;
const flushCommand = 'studyhallFlushRateCounts';
type FlushCommand = (keyCount: number, ...keysThenArgs: (string | number)[]) => Promise<number[]>;

export function createRateCounters(redis: Redis, options: RateCounterOptions): RateCounters {
  const { windowMs, logger } = options;
  const flushEveryMs = options.flushEveryMs ?? 10;
  const maxCounters = options.maxCounters ?? 200_000;
  const maxUnsentKeys = options.maxUnsentKeys ?? 50_000;
  const keysPerCall = options.keysPerCall ?? 1_000;
  const now = options.now ?? Date.now;
  const counters = new Map<string, Counter>();
  // Insertion-ordered: the first key is the one waiting longest.
  let unsentKeys = new Set<string>();
  let pending: PendingFlush | undefined;
  // ioredis sends the script by its SHA and in full only when Redis does not know it yet.
  redis.defineCommand(flushCommand, { lua: flushScript });
  const runFlush = (redis as unknown as Record<typeof flushCommand, FlushCommand>)[flushCommand].bind(redis);
  const sweeper = setInterval(() => forgetIdle(now()), windowMs).unref();

  function counterFor(key: string, at: number): Counter {
    let counter = counters.get(key);
    if (!counter) {
      if (counters.size >= maxCounters) forgetIdle(Number.POSITIVE_INFINITY);
      counter = { known: 0, windowEndsAt: at + windowMs, unsent: 0, sending: 0 };
      counters.set(key, counter);
    } else if (at >= counter.windowEndsAt) {
      counter.known = 0;
      counter.windowEndsAt = at + windowMs;
    }
    return counter;
  }

  /** Forgets counters whose window ended before `before` and that have nothing unsent or in flight. */
  function forgetIdle(before: number): void {
    for (const [key, counter] of counters) {
      if (counter.windowEndsAt <= before && counter.unsent === 0 && counter.sending === 0) counters.delete(key);
    }
  }

  function refusedForMs(budgets: Budget[], at: number): number {
    let refusedMs = 0;
    for (const { key, limit } of budgets) {
      const counter = counterFor(key, at);
      if (counter.known + counter.sending + counter.unsent >= limit) refusedMs = Math.max(refusedMs, counter.windowEndsAt - at);
    }
    return refusedMs;
  }

  function count(budgets: Budget[]): void {
    for (const { key } of budgets) {
      counters.get(key)!.unsent += 1;
      markUnsent(key);
    }
  }

  /**
   * Hits wait for Redis under a cap: when Redis has been away long enough for more keys than that
   * to gather, the longest-waiting half is dropped (those budgets then count from what Redis last
   * said). Losing a few counts of an outage is the price of a gateway whose memory stays bounded.
   */
  function markUnsent(key: string): void {
    if (unsentKeys.has(key)) return;
    if (unsentKeys.size >= maxUnsentKeys) dropOldestHalf();
    unsentKeys.add(key);
  }

  // Half at a time, into a new set: deleting from the front of a Set one by one leaves holes that
  // every later look at its first entry walks over again.
  function dropOldestHalf(): void {
    const dropping = Math.floor(unsentKeys.size / 2);
    const kept = new Set<string>();
    let seen = 0;
    for (const key of unsentKeys) {
      if (seen++ < dropping) counters.get(key)!.unsent = 0;
      else kept.add(key);
    }
    unsentKeys = kept;
    logger.warn({ dropped: dropping }, 'rate limits: Redis has been away too long; the oldest unsent counts are dropped');
  }

  /** The answer of the next flush, which leaves within `flushEveryMs`, or right away when `urgent`. */
  function nextFlush(urgent: boolean): Promise<Map<string, RedisCount>> {
    if (pending) {
      if (urgent && !pending.urgent) {
        pending.cancel();
        pending.cancel = cancelImmediate(setImmediate(flush));
        pending.urgent = true;
      }
      return pending.counts;
    }
    const { promise: counts, resolve, reject } = Promise.withResolvers<Map<string, RedisCount>>();
    // Callers of `spend` do not wait for the flush; a failure is logged in flush().
    counts.catch(() => undefined);
    const cancel = urgent ? cancelImmediate(setImmediate(flush)) : cancelTimeout(setTimeout(flush, flushEveryMs));
    pending = { counts, resolve, reject, cancel, urgent };
    return counts;
  }

  /**
   * Sends every unsent key, `keysPerCall` keys per script call, and settles the batch with all the
   * answers. Flushes may overlap while Redis is slow: each carries only the keys nobody is sending.
   */
  async function flush(): Promise<void> {
    const batch = pending!;
    pending = undefined;
    const keys = [...unsentKeys];
    unsentKeys.clear();
    if (keys.length === 0) return batch.resolve(new Map());
    const counts = new Map<string, RedisCount>();
    const calls: Promise<void>[] = [];
    for (let start = 0; start < keys.length; start += keysPerCall) calls.push(sendChunk(keys.slice(start, start + keysPerCall), counts));
    const failures = (await Promise.allSettled(calls)).filter((result) => result.status === 'rejected');
    if (failures.length === 0) return batch.resolve(counts);
    const error = failures[0]!.reason as unknown;
    logger.warn({ err: error, keys: keys.length }, 'rate limits: counts could not reach Redis; they go with the next flush');
    batch.reject(error);
  }

  async function sendChunk(keys: string[], counts: Map<string, RedisCount>): Promise<void> {
    const sent = keys.map((key) => {
      const counter = counters.get(key)!;
      const hits = counter.unsent;
      counter.unsent = 0;
      counter.sending += hits;
      return hits;
    });
    try {
      const answer = await runFlush(keys.length, ...keys, windowMs, ...sent);
      const at = now();
      keys.forEach((key, index) => {
        const counter = counters.get(key)!;
        const total = answer[index * 2]!;
        const windowLeftMs = answer[index * 2 + 1]!;
        counter.sending -= sent[index]!;
        counter.known = total;
        counter.windowEndsAt = at + windowLeftMs;
        counts.set(key, { total, windowLeftMs });
      });
    } catch (error) {
      keepForNextFlush(keys, sent);
      throw error;
    }
  }

  /** Hits that did not reach Redis go with the next flush, unless their window has ended meanwhile. */
  function keepForNextFlush(keys: string[], sent: number[]): void {
    const at = now();
    keys.forEach((key, index) => {
      const counter = counters.get(key)!;
      counter.sending -= sent[index]!;
      if (at >= counter.windowEndsAt) return;
      counter.unsent += sent[index]!;
      markUnsent(key);
    });
  }

  return {
    spend(budgets) {
      const refusedMs = refusedForMs(budgets, now());
      if (refusedMs > 0) return refusedMs;
      count(budgets);
      void nextFlush(false);
      return 0;
    },
    async spendExactly(budgets) {
      const refusedMs = refusedForMs(budgets, now());
      if (refusedMs > 0) return refusedMs;
      count(budgets);
      const counts = await nextFlush(true);
      let exactRefusedMs = 0;
      for (const { key, limit } of budgets) {
        // Missing only when the hit was dropped under the outage cap before the flush left.
        const { total, windowLeftMs } = counts.get(key) ?? { total: 0, windowLeftMs: 0 };
        if (total > limit) exactRefusedMs = Math.max(exactRefusedMs, windowLeftMs);
      }
      return exactRefusedMs;
    },
    unsentKeyCount: () => unsentKeys.size,
    async close() {
      clearInterval(sweeper);
      if (unsentKeys.size > 0) await nextFlush(true).catch(() => undefined);
    },
  };
}

const cancelImmediate = (handle: NodeJS.Immediate) => () => clearImmediate(handle);
const cancelTimeout = (handle: NodeJS.Timeout) => () => clearTimeout(handle);
