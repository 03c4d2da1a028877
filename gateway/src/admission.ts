import type { Logger } from '@studyhall/platform';
import type { Redis } from 'ioredis';
import type { RateLimits } from './config.js';
import { createRateCounters, type Budget, type RateCounters } from './rate-counters.js';
import type { LimitClass } from './route-table.js';
import { createSessionCache, type SessionCacheStats } from './session-cache.js';

export interface AdmissionRequest {
  limitClass: LimitClass;
  ip: string;
  /** The session's Redis key when the route needs one; then a missing session admits nobody. */
  sessionKey?: string;
}

export interface AdmissionDecision {
  /** The session's user; undefined when a session was asked for and none is live (or not looked up: refused). */
  userId?: string;
  /** Above zero when a budget is spent: seconds until it refills. */
  retryAfterSeconds: number;
}

export type AdmissionCheck = (request: AdmissionRequest) => Promise<AdmissionDecision>;

export interface Admission {
  check: AdmissionCheck;
  sessionStats(): SessionCacheStats;
  /** Rate-limit keys whose hits have not reached Redis yet (bounded while Redis is away). */
  unsentRateKeys(): number;
  /** Sends the last counts and stops following Redis. */
  close(): Promise<void>;
}

export interface AdmissionOptions {
  rateLimits: RateLimits;
  logger: Logger;
}

/**
 * Who may pass: the session (remembered in memory, kept true by Redis's invalidations) and the rate
 * limits per user and per address (counted in memory, shared through Redis every few ms; strict
 * classes wait for Redis's exact count). A request with a remembered session and the default limits
 * costs no Redis round trip. A session that must be read from Redis is paid for first: the address
 * spends its budget before the read, so made-up session ids cost the sender, not Redis.
 */
export function createAdmission(redis: Redis, { rateLimits, logger }: AdmissionOptions): Admission {
  const sessions = createSessionCache(redis, { logger });
  // Counters on a connection of their own: the session connection has Redis track every key it
  // reads, and the flush script reads each counter's TTL. Tracked, a 1,000-key flush took Redis
  // 250 ms instead of 7 ms (and filled its tracking table with counter keys).
  const counterConnection = redis.duplicate({ connectionName: 'gateway-rate-counters' });
  const counters = createRateCounters(counterConnection, { windowMs: rateLimits.windowSeconds * 1000, logger });
  const decision = (userId: string | undefined, refusedMs: number): AdmissionDecision => ({
    userId,
    retryAfterSeconds: refusedMs > 0 ? Math.max(1, Math.ceil(refusedMs / 1000)) : 0,
  });
  const check: AdmissionCheck = async ({ limitClass, ip, sessionKey }) => {
    const [perIp, perUser] = budgetsOf(rateLimits, limitClass, ip);
    if (!sessionKey) return decision(undefined, await spend(counters, limitClass, [perIp]));
    if (sessions.isRemembered(sessionKey)) {
      const userId = (await sessions.userOf(sessionKey))!;
      return decision(userId, await spend(counters, limitClass, [perIp, perUser(userId)]));
    }
    const ipRefusedMs = await spend(counters, limitClass, [perIp]);
    if (ipRefusedMs > 0) return decision(undefined, ipRefusedMs);
    const userId = await sessions.userOf(sessionKey);
    if (!userId) return decision(undefined, 0);
    return decision(userId, await spend(counters, limitClass, [perUser(userId)]));
  };
  return {
    check,
    sessionStats: () => sessions.stats(),
    unsentRateKeys: () => counters.unsentKeyCount(),
    async close() {
      await counters.close();
      await counterConnection.quit().catch(() => counterConnection.disconnect());
      await sessions.close();
    },
  };
}

function budgetsOf(limits: RateLimits, limitClass: LimitClass, ip: string): [Budget, (userId: string) => Budget] {
  const prefix = limits.keyPrefix + limitClass;
  const perIp: Budget = { key: `${prefix}:ip:${ip}`, limit: limits.perIp[limitClass] };
  return [perIp, (userId) => ({ key: `${prefix}:u:${userId}`, limit: limits.perUser[limitClass] })];
}

function spend(counters: RateCounters, limitClass: LimitClass, budgets: Budget[]): number | Promise<number> {
  return limitClass === 'default' ? counters.spend(budgets) : counters.spendExactly(budgets);
}
