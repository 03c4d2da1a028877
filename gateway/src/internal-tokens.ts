import { mintInternalToken } from '@studyhall/platform';

/** A token for (user or `anonymousSubject`, service, the browser's address). */
export type TokenSource = (userId: string, audience: string, clientIp: string) => Promise<string>;

interface CachedToken {
  token: string;
  reuseUntil: number;
}

export interface TokenCacheOptions {
  ttlSeconds?: number;
  /** Past this many (user, service, address) entries the cache starts over, so memory stays bounded. */
  maxEntries?: number;
  now?: () => number;
  mint?: typeof mintInternalToken;
}

/**
 * Internal tokens for (user, service, address), minted with the kit and reused for the first half of their
 * life: signing is the costliest step on the hot path, and a reused token still has at least half
 * its TTL left when the service verifies it.
 */
export function createTokenSource(key: Uint8Array, options: TokenCacheOptions = {}): TokenSource {
  const ttlSeconds = options.ttlSeconds ?? 60;
  const maxEntries = options.maxEntries ?? 50_000;
  const now = options.now ?? Date.now;
  const mint = options.mint ?? mintInternalToken;
  const cache = new Map<string, CachedToken>();

  return async function internalTokenFor(userId, audience, clientIp) {
    const cacheKey = `${audience} ${userId} ${clientIp}`;
    const cached = cache.get(cacheKey);
    if (cached && cached.reuseUntil > now()) return cached.token;
    const token = await mint(key, { userId, audience, clientIp }, ttlSeconds);
    if (cache.size >= maxEntries) cache.clear();
    cache.set(cacheKey, { token, reuseUntil: now() + (ttlSeconds * 1000) / 2 });
    return token;
  };
}
