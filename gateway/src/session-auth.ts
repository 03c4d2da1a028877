import { sessionCookieName, sessionRedisKey, TooMany, Unauthorized } from '@studyhall/platform';
import type { AdmissionCheck } from './admission.js';
import { cookieValue } from './client-facts.js';
import type { TokenSource } from './internal-tokens.js';
import type { RouteSpec } from './route-table.js';

export interface Caller {
  cookieHeader: string | undefined;
  ip: string;
}

/**
 * Every non-public route needs a live session (cookie sid → the shared session store in Redis,
 * sliding); every route spends its rate-limit budgets (per user and per address). Both are one
 * Redis call. The user's id reaches the service only inside the internal token this returns
 * (none for a public route asked without a session).
 */
export function admitRequest(
  checkAdmission: AdmissionCheck,
  tokens: TokenSource,
): (caller: Caller, route: RouteSpec) => Promise<string | undefined> {
  return async function admitRequest(caller, route) {
    const sessionKey = route.public ? undefined : sessionKeyOf(caller.cookieHeader);
    const limitClass = route.limit ?? 'default';
    const { userId, retryAfterSeconds } = await checkAdmission({ limitClass, ip: caller.ip, sessionKey });
    if (!route.public && !userId) throw new Unauthorized('Unauthorized');
    if (retryAfterSeconds > 0) {
      throw new TooMany(`Too many requests. Please try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds);
    }
    return userId ? tokens(userId, route.service) : undefined;
  };
}

function sessionKeyOf(cookieHeader: string | undefined): string {
  const key = sessionRedisKey(cookieValue(cookieHeader, sessionCookieName));
  // Without a well-formed sid there is nothing to look up, and nothing worth counting.
  if (!key) throw new Unauthorized('Unauthorized');
  return key;
}
